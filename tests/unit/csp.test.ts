import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { pagePolicy, staticPagePolicy } from "@/lib/security/csp";
import { themeScript } from "@/lib/theme-choice";

const manifest = {
  pages: { "/services": ["sha256-AAA="], "/_not-found": ["sha256-NF="] },
  shell: ["sha256-SHELL="],
};
const scriptSrc = (policy: string) =>
  policy.split("; ").find((d) => d.startsWith("script-src ")) ?? "";

describe("page policies", () => {
  it("a page pre-rendered whole is authorized by its own hashes, without a nonce", () => {
    const policy = pagePolicy("/services/", manifest);
    expect(policy.nonce).toBeUndefined();
    expect(scriptSrc(policy.value)).toBe("script-src 'self' 'sha256-AAA='");
  });

  it("any other page gets a fresh nonce, the theme script, shell snippets and 404 page's hashes", () => {
    const a = pagePolicy("/blogs/some-post", manifest);
    const b = pagePolicy("/blogs/some-post", manifest);
    expect(a.nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(a.nonce).not.toBe(b.nonce);
    const theme = createHash("sha256").update(themeScript).digest("base64");
    expect(scriptSrc(a.value)).toBe(
      `script-src 'self' 'nonce-${a.nonce}' 'sha256-${theme}' 'sha256-SHELL=' 'sha256-NF='`,
    );
  });

  it("no policy allows inline scripts, framing, plugins or a foreign base", () => {
    for (const value of [
      pagePolicy("/", manifest).value,
      pagePolicy("/services", manifest).value,
    ]) {
      expect(scriptSrc(value)).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(value).toContain("frame-ancestors 'none'");
      expect(value).toContain("object-src 'none'");
      expect(value).toContain("base-uri 'self'");
    }
  });

  it("the proxy's own 404 answers use the hashes of the page they send", () => {
    expect(staticPagePolicy("/_not-found", manifest)).toContain("'sha256-NF='");
    expect(staticPagePolicy("/unknown", manifest)).toBeUndefined();
  });
});

describe("scripts/csp-manifest.mjs", () => {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });
  function build(routes: Record<string, number | false>, files: Record<string, string>) {
    const dist = mkdtempSync(path.join(tmpdir(), "csp-manifest-"));
    made.push(dist);
    mkdirSync(path.join(dist, "server", "app"), { recursive: true });
    const entries = Object.fromEntries(
      Object.entries(routes).map(([r, s]) => [r, { initialRevalidateSeconds: s }]),
    );
    writeFileSync(path.join(dist, "prerender-manifest.json"), JSON.stringify({ routes: entries }));
    for (const [name, text] of Object.entries(files)) {
      writeFileSync(path.join(dist, "server", "app", name), text);
    }
    return dist;
  }
  const run = (dist: string) =>
    execFileSync("node", ["scripts/csp-manifest.mjs", dist], { encoding: "utf8", stdio: "pipe" });

  it("hashes inline scripts only (not external or JSON-LD), shells into the shared list", () => {
    const dist = build(
      { "/a": false, "/b": false },
      {
        "a.html": `<script src="/x.js"></script><script>one()</script><script type="application/ld+json">{}</script>`,
        "b.html": `<script>shell()</script>`,
        "b.meta": JSON.stringify({ postponed: "…" }),
      },
    );
    run(dist);
    const out = JSON.parse(readFileSync(path.join(dist, "csp-manifest.json"), "utf8"));
    // echo -n 'one()' | openssl dgst -sha256 -binary | base64
    expect(out.pages["/a"]).toEqual(["sha256-HR7iaask9daLMRRskMI++QeJtjWDOjyPA6lGzYGzKW4="]);
    expect(out.pages["/b"]).toBeUndefined();
    expect(out.shell).toHaveLength(1);
  });

  it("refuses a page pre-rendered whole that revalidates (its hashes would go stale)", () => {
    const dist = build({ "/contact": 3600 }, { "contact.html": "<script>x()</script>" });
    expect(() => run(dist)).toThrow(/revalidates/);
  });
});
