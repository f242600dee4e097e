import { afterEach, describe, expect, it, vi } from "vitest";

import { captureLogs } from "../helpers/log-capture";

import { POST as reportNotFound } from "@/app/api/not-found/route";
import robots from "@/app/robots";

const post = (body: string) =>
  reportNotFound(new Request("http://localhost/api/not-found", { method: "POST", body }));

describe("POST /api/not-found", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs the reported path as one clean line", async () => {
    const log = captureLogs();
    const response = await post(
      JSON.stringify({ path: "/missing\npage?\u0000x=1", referrer: "http://localhost/" }),
    ).finally(log.restore);
    expect(response.status).toBe(204);
    expect(log.entries).toEqual([
      expect.objectContaining({
        level: "warn",
        msg: "page not found",
        path: "/missingpage?x=1",
        referrer: "http://localhost/",
      }),
    ]);
  });

  it("logs a bounded number of reports a minute, then says how many it left out", async () => {
    vi.useFakeTimers({ toFake: ["performance"] });
    const log = captureLogs();
    try {
      const report = (n: number) => post(JSON.stringify({ path: `/flood-${n}` }));
      const statuses = [];
      for (let n = 0; n < 500; n++) statuses.push((await report(n)).status);
      expect(new Set(statuses)).toEqual(new Set([204]));
      const flooded = log.entries.length;
      expect(flooded).toBeGreaterThan(0);
      expect(flooded).toBeLessThan(100);

      vi.advanceTimersByTime(61_000);
      await report(500);
      expect(log.entries.at(-1)).toMatchObject({
        msg: "page not found",
        path: "/flood-500",
        suppressed: 500 - flooded,
      });
    } finally {
      log.restore();
      vi.useRealTimers();
    }
  });

  it.each([
    ["not json", "{"],
    ["no path", "{}"],
    ["relative path", JSON.stringify({ path: "http://evil.example/" })],
    ["wrong type", JSON.stringify({ path: 42 })],
  ])("answers 400 to %s", async (_name, body) => {
    const log = captureLogs();
    expect((await post(body).finally(log.restore)).status).toBe(400);
    expect(log.entries).toEqual([]);
  });

  it("answers 413 to an oversized report", async () => {
    expect((await post(JSON.stringify({ path: `/${"a".repeat(10_000)}` }))).status).toBe(413);
  });
});

describe("crawler files", () => {
  it("robots.txt disallows /admin and the search results and points at the sitemap", () => {
    const rules = robots();
    const disallowed = [rules.rules].flat().flatMap((rule) => [rule.disallow ?? []].flat());
    expect(disallowed).toEqual(expect.arrayContaining(["/admin", "/api/", "/blogs/search"]));
    // The list itself and its numbered pages stay open to crawlers.
    expect(
      disallowed.some((path) => "/blogs".startsWith(path) || "/blogs/page/2".startsWith(path)),
    ).toBe(false);
    expect(rules.sitemap).toMatch(/\/sitemap\.xml$/);
  });
});
