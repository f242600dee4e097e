import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { hostname } from "node:os";

/**
 * PGlite is one process per data directory: a second process opening the same files starts,
 * looks healthy, and corrupts them for both. So the directory is claimed first, through a lock
 * file beside it created with O_EXCL (atomic on local file systems). A lock whose owner is gone
 * (killed, crashed, a container restarted) is taken over; a live owner is named in the error.
 */

type Owner = { pid: number; host: string; since: string; started?: string; command: string };

export class DirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: Owner,
  ) {
    super(
      `The embedded database ${dir} is in use by another process (pid ${owner.pid} on ${owner.host}, ` +
        `"${owner.command}", since ${owner.since}). Stop that process first, or set DATABASE_URL ` +
        `so that several processes share one PostgreSQL.`,
    );
    this.name = "DirLockedError";
  }
}

/** This process's start time in clock ticks since boot (Linux), so a reused pid is not an owner. */
function startTicks(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 22, counted after the parenthesised command name (which may contain spaces).
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

function alive(owner: Owner): boolean {
  if (owner.host !== hostname()) return true; // another machine's process: cannot tell, assume so
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  const started = startTicks(owner.pid);
  return owner.started === undefined || started === undefined || started === owner.started;
}

function readOwner(file: string): Owner | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Owner;
  } catch {
    return undefined; // vanished, or half-written by an owner that died while writing it
  }
}

/** Claims `dir` for this process; the returned function releases it (also done at exit). */
export function lockDir(dir: string): () => void {
  const file = `${dir}.lock`;
  const me: Owner = {
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
    started: startTicks(process.pid),
    command: process.argv.slice(1, 3).join(" ").slice(0, 200),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt >= 3) throw error;
    }
    const owner = readOwner(file);
    if (owner && alive(owner)) throw new DirLockedError(dir, owner);
    // Stale: its owner is gone. Re-read just before removing, so a lock another process has
    // meanwhile taken over is left alone.
    if (JSON.stringify(readOwner(file)) === JSON.stringify(owner)) {
      try {
        unlinkSync(file);
      } catch {}
    }
  }
  const release = () => {
    process.off("exit", release);
    const owner = readOwner(file);
    if (owner?.pid === me.pid && owner.since === me.since) {
      try {
        unlinkSync(file);
      } catch {}
    }
  };
  process.on("exit", release);
  return release;
}
