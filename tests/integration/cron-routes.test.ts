// The scheduler contract (docs/deploy.md): both cron endpoints run on GET or POST with the bearer
// secret and no body, as Vercel cron, GitHub Actions, curl or pg_net send them; nothing runs
// without the secret, and staff keep running them from a signed-in session (POST).
import { STAFF } from "../helpers/staff-env";

import { beforeEach, describe, expect, it } from "vitest";

import { setRequest } from "../helpers/next-headers";
import { validCookie } from "../helpers/session-cookies";
import { query } from "../helpers/sql";

const outbox = await import("@/app/api/cron/outbox/route");
const autoFetch = await import("@/app/api/blogs/auto-fetch/route");
const publishRoute = await import("@/app/api/cron/publish/route");
const { processToken } = await import("@/lib/auth/bearer");
const { getDb } = await import("@/lib/db/client");
const db = await getDb();

const call = (
  handler: (r: Request) => Promise<Response>,
  method: "GET" | "POST",
  { auth, body }: { auth?: string; body?: string } = {},
) =>
  handler(
    new Request("http://localhost/x", {
      method,
      body: method === "GET" ? null : (body ?? null),
      headers: auth ? { authorization: auth } : {},
    }),
  );
const bearer = `Bearer ${STAFF.cronSecret}`;

const queueMail = async () => {
  const [lead] = await query<{ id: string }>(
    db,
    "insert into leads (kind, name, email, phone, message) values ('contact', 'C', 'c@example.com', '+1 555 010 0000', 'm') returning id",
  );
  const [mail] = await query<{ id: string }>(
    db,
    "insert into email_outbox (lead_id, kind, to_address, subject, html, text) values ($1, 'contact-notification', 'x@example.com', 's', 'h', 't') returning id",
    [lead!.id],
  );
  return mail!.id;
};
const mailStatus = async (id: string) =>
  (await query<{ status: string }>(db, "select status from email_outbox where id = $1", [id]))[0]
    ?.status;
const runs = async () =>
  Number((await query<{ n: number }>(db, "select count(*)::int as n from feed_import_runs"))[0]?.n);

beforeEach(() => setRequest({}));

describe("/api/cron/outbox", () => {
  it("GET with the bearer secret delivers due mails", async () => {
    const id = await queueMail();
    const response = await call(outbox.GET, "GET", { auth: bearer });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { report: { logged: number } }).report.logged).toBe(1);
    expect(await mailStatus(id)).toBe("logged"); // this suite's mail is log-only
  });

  it("POST with the bearer secret and no body delivers too", async () => {
    const id = await queueMail();
    expect((await call(outbox.POST, "POST", { auth: bearer })).status).toBe(200);
    expect(await mailStatus(id)).toBe("logged");
  });

  it("without the right secret answers 401 and sends nothing, even to staff on GET", async () => {
    const id = await queueMail();
    expect((await call(outbox.GET, "GET")).status).toBe(401);
    expect((await call(outbox.GET, "GET", { auth: `${bearer}x` })).status).toBe(401);
    expect((await call(outbox.POST, "POST", { auth: "Bearer nope" })).status).toBe(401);
    setRequest({ cookies: await validCookie() });
    expect((await call(outbox.GET, "GET")).status).toBe(401);
    expect(await mailStatus(id)).toBe("pending");
    // A staff session still runs it the way the admin's button does: POST.
    expect((await call(outbox.POST, "POST")).status).toBe(200);
    expect(await mailStatus(id)).toBe("logged");
  });
});

describe("/api/blogs/auto-fetch", () => {
  it("GET with the bearer secret runs the import and answers the recorded run", async () => {
    const before = await runs();
    const response = await call(autoFetch.GET, "GET", { auth: bearer });
    expect(response.status).toBe(200);
    const { run } = (await response.json()) as { run: { failedFeeds: number } };
    expect(run.failedFeeds).toBe(1); // the configured loopback feed is down: recorded, not thrown
    expect(await runs()).toBe(before + 1);
  });

  it("POST with the bearer secret and no body, or the spec's body, runs it", async () => {
    const before = await runs();
    expect((await call(autoFetch.POST, "POST", { auth: bearer })).status).toBe(200);
    const spec = await call(autoFetch.POST, "POST", { auth: bearer, body: '{"action":"fetch"}' });
    expect(spec.status).toBe(200);
    expect(await runs()).toBe(before + 2);
  });

  it("refuses a body that is not the spec's with a 400, and runs nothing", async () => {
    const before = await runs();
    for (const body of ['{"action":"nope"}', "not json"]) {
      const response = await call(autoFetch.POST, "POST", { auth: bearer, body });
      expect(response.status, body).toBe(400);
    }
    expect(await runs()).toBe(before);
  });

  it("answers 409 while another run holds the lease, and runs nothing", async () => {
    // Another instance's run, under way: its lease is live.
    await query(
      db,
      "insert into feed_import_runs (trigger, lease_until) values ('cron', now() + interval '1 minute')",
    );
    const before = await runs();
    const response = await call(autoFetch.GET, "GET", { auth: bearer });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toMatch(/already running/);
    expect(await runs()).toBe(before);
    await query(db, "update feed_import_runs set finished_at = now() where finished_at is null");
  });

  it("without the right secret answers 401 and runs nothing, even for staff on GET", async () => {
    const before = await runs();
    expect((await call(autoFetch.GET, "GET")).status).toBe(401);
    expect((await call(autoFetch.GET, "GET", { auth: `${bearer}x` })).status).toBe(401);
    expect((await call(autoFetch.POST, "POST", { auth: "Bearer nope" })).status).toBe(401);
    setRequest({ cookies: await validCookie() });
    expect((await call(autoFetch.GET, "GET")).status).toBe(401);
    expect(await runs()).toBe(before);
    expect((await call(autoFetch.POST, "POST")).status).toBe(200); // staff, no body
    expect(await runs()).toBe(before + 1);
  });
});

describe("scheduled publishing through the cron endpoints", () => {
  const schedule = async (slug: string, minutesFromNow: number) => {
    await query(
      db,
      `insert into blogs (title, slug, status, publish_at) values ($1, $1, 'scheduled', now() + make_interval(mins => $2))`,
      [slug, minutesFromNow],
    );
  };
  const statusOf = async (slug: string) =>
    (await query<{ status: string }>(db, "select status from blogs where slug = $1", [slug]))[0]
      ?.status;

  it("/api/cron/outbox publishes the due posts, once, and leaves the others scheduled", async () => {
    await schedule("cron-due", -1);
    await schedule("cron-later", 60);
    const first = await call(outbox.GET, "GET", { auth: bearer });
    expect(((await first.json()) as { published: string[] }).published).toEqual(["cron-due"]);
    const again = await call(outbox.POST, "POST", { auth: bearer });
    expect(((await again.json()) as { published: string[] }).published).toEqual([]);
    expect(await statusOf("cron-due")).toBe("published");
    expect(await statusOf("cron-later")).toBe("scheduled");
  });

  it("/api/cron/publish takes the bearer secret or the process's own token, nothing else", async () => {
    await schedule("cron-publish-due", -1);
    setRequest({ cookies: await validCookie() });
    for (const auth of [undefined, "Bearer nope", `${bearer}x`]) {
      expect((await call(publishRoute.POST, "POST", { auth })).status, auth).toBe(401);
    }
    expect(await statusOf("cron-publish-due")).toBe("scheduled");
    const own = await call(publishRoute.POST, "POST", { auth: `Bearer ${processToken()}` });
    expect(((await own.json()) as { published: string[] }).published).toEqual(["cron-publish-due"]);
    expect((await call(publishRoute.GET, "GET", { auth: bearer })).status).toBe(200);
  });
});
