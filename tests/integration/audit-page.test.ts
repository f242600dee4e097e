// /admin/audit and its CSV export read one filter (actor, action, from/to UTC days, page) from
// the query string: the page lists only the matching rows, newest first, in pages of 50 with the
// filter kept in its links; the CSV holds the same rows (UTF-8 BOM, formula cells defused) and
// its own export is recorded. Bad filters get a message, not a 500.
import "../helpers/staff-env";

import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { setRequest } from "../helpers/next-headers";
import { validCookie } from "../helpers/session-cookies";
import { query } from "../helpers/sql";

const { getDb } = await import("@/lib/db/client");
const { default: AuditPage } = await import("@/app/admin/(staff)/audit/page");
const csvRoute = await import("@/app/api/admin/audit-csv/route");
const db = await getDb();

const add = (at: string, actor: string | null, action: string, label: string) =>
  query(
    db,
    "insert into audit_log (at, actor_email, action, target_type, target_label, details) values ($1, $2, $3, 'post', $4, $5)",
    [at, actor, action, label, JSON.stringify({ status: "published" })],
  );

/** The page as HTML for a query string. */
async function page(search: Record<string, string>): Promise<string> {
  const tree = await AuditPage({
    searchParams: Promise.resolve(search),
    params: Promise.resolve({}),
  });
  return renderToStaticMarkup(tree);
}
const csv = (search: string) =>
  csvRoute.GET(new Request(`http://localhost/api/admin/audit-csv${search}`));

beforeAll(async () => {
  await add("2026-03-01T10:00:00Z", "alice@agency.example", "post.published", "Alpha post");
  await add("2026-03-02T10:00:00Z", "bob@agency.example", "post.published", "Bravo post");
  await add("2026-03-03T10:00:00Z", "alice@agency.example", "post.deleted", "Charlie post");
  await add("2026-03-04T23:59:59Z", "alice@agency.example", "post.published", '=HYPERLINK("x")');
  await add("2026-03-05T00:00:00Z", null, "sign-in.failed", "stranger@example.com");
});
beforeEach(async () => setRequest({ cookies: await validCookie() }));

describe("the page", () => {
  it("shows every entry newest first without filters", async () => {
    const html = await page({});
    const order = [
      "stranger@example.com",
      "=HYPERLINK",
      "Charlie post",
      "Bravo post",
      "Alpha post",
    ];
    const positions = order.map((label) => html.indexOf(label.replace(/"/g, "&quot;")));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).toContain("Sign-in failed");
    expect(html).toContain("5 Mar 2026, 00:00:00 UTC");
  });

  it("filters by actor, action and inclusive UTC days", async () => {
    const html = await page({
      actor: "ALICE",
      action: "post.published",
      from: "2026-03-01",
      to: "2026-03-04",
    });
    expect(html).toContain("Alpha post");
    expect(html).toContain("HYPERLINK"); // 23:59:59 on the last day counts
    expect(html).not.toContain("Bravo post"); // bob
    expect(html).not.toContain("Charlie post"); // deleted, not published
    expect(html).not.toContain("stranger@example.com");
    // The form shows the filter as read, and the CSV link carries it.
    expect(html).toMatch(/<option value="post.published" selected/);
    expect(html).toContain(
      'href="/api/admin/audit-csv?actor=ALICE&amp;action=post.published&amp;from=2026-03-01&amp;to=2026-03-04"',
    );
  });

  it("says so when nothing matches, and when a filter cannot be read", async () => {
    expect(await page({ action: "media.deleted" })).toContain("No entries match these filters.");
    const refused = await page({ action: "drop table", from: "2026-13-45", to: "2026-01-01" });
    expect(refused).toContain("Choose an action from the list");
    expect(refused).toContain("No such date");
    expect(refused).toContain("Some filters could not be read");
    expect(refused).not.toContain("Alpha post");
  });

  it("pages by 50, keeping the filter in the links, and caps the page number", async () => {
    for (let i = 0; i < 55; i++) {
      await add(
        `2026-04-01T00:00:${String(i).padStart(2, "0")}Z`,
        "carol@agency.example",
        "redirect.saved",
        `r-${i}`,
      );
    }
    const first = await page({ actor: "carol" });
    expect(first).toContain("r-54");
    expect(first).not.toContain("r-4<"); // the 51st newest is on page 2
    expect(first).toContain('href="/admin/audit?actor=carol&amp;page=2"');
    const second = await page({ actor: "carol", page: "2" });
    expect(second).toContain("r-4<");
    expect(second).toContain('href="/admin/audit?actor=carol"'); // back to the first page
    expect(second).not.toContain("page=3");
    expect(await page({ page: "100000" })).toContain("Pages stop at 200");
  });
});

describe("the CSV export", () => {
  it("holds the filtered rows: BOM, header, formula cells defused; the export is recorded", async () => {
    const response = await csv("?actor=alice&action=post.published");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain("audit-log.csv");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split("\r\n");
    expect(lines[0]).toBe("at,actor_email,action,target_type,target_id,target,details,ip");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[2]).toContain("Alpha post");
    const [recorded] = await query<{ actor_email: string; details: unknown }>(
      db,
      "select actor_email, details from audit_log where action = 'audit.exported'",
    );
    expect(recorded).toEqual({
      actor_email: "staff@agency.example",
      details: { rows: 2, actor: "alice", action: "post.published" },
    });
  });

  it("answers a bad filter 400 and a stranger 401, exporting nothing", async () => {
    const bad = await csv("?from=yesterday");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain("from");
    setRequest({});
    expect((await csv("")).status).toBe(401);
    expect(await query(db, "select 1 from audit_log where action = 'audit.exported'")).toHaveLength(
      1,
    );
  });
});
