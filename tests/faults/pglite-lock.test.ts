import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { DirLockedError } from "@/lib/db/dir-lock";
import { openPglite } from "@/lib/db/pglite";

const holder = path.resolve("tests/helpers/hold-pglite.ts");
const dirs: string[] = [];
const children: ChildProcess[] = [];

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "agency-lock-"));
  dirs.push(dir);
  return path.join(dir, "pglite");
}

/** Another process that opens `dir`, writes `note` and holds the directory. */
async function holdInOtherProcess(dir: string, note: string) {
  // node itself with tsx's loader (not the tsx CLI, which runs the script in a child of its own):
  // the pid the lock must name, and the process a SIGKILL must end, is this one.
  const child = spawn(process.execPath, ["--import", "tsx", holder, dir, note], {
    stdio: ["pipe", "pipe", "pipe"],
  });
  children.push(child);
  let out = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (c: Buffer) => {
      out += c.toString();
      if (out.includes("ready")) resolve();
    });
    child.stderr!.on("data", (c: Buffer) => (out += c.toString()));
    child.once("exit", (code) => reject(new Error(`holder exited ${code}: ${out}`)));
  });
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  return {
    pid: child.pid!,
    kill: async () => {
      child.kill("SIGKILL");
      await exited;
    },
    close: async () => {
      child.stdin!.end();
      await exited;
    },
  };
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// Each test creates a database (initdb in WASM) in two processes: a ceiling for a busy machine.
describe("one process per embedded database directory", { timeout: 120_000 }, () => {
  it("a second process is refused, naming the owner; the owner's data survives", async () => {
    const dir = tempDir();
    const other = await holdInOtherProcess(dir, "written by the owner");
    const refused = await openPglite(dir).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DirLockedError);
    expect((refused as Error).message).toContain(`pid ${other.pid}`);
    expect((refused as Error).message).toContain("DATABASE_URL");
    await other.close();

    const db = await openPglite(dir);
    expect(await db.scriptTransaction((tx) => tx.rows("select note from lock_marker"))).toEqual([
      { note: "written by the owner" },
    ]);
    await db.close();
    expect(existsSync(`${dir}.lock`), "released on close").toBe(false);
  });

  it("a lock left by a killed process is taken over, and its data opens", async () => {
    const dir = tempDir();
    const other = await holdInOtherProcess(dir, "before the crash");
    await other.kill();
    expect(existsSync(`${dir}.lock`), "a killed owner leaves its lock").toBe(true);
    const db = await openPglite(dir);
    expect(await db.scriptTransaction((tx) => tx.rows("select note from lock_marker"))).toEqual([
      { note: "before the crash" },
    ]);
    await db.close();
  });

  it("the same process cannot open a directory twice", async () => {
    const dir = tempDir();
    const db = await openPglite(dir);
    await expect(openPglite(dir)).rejects.toBeInstanceOf(DirLockedError);
    await db.close();
  });
});
