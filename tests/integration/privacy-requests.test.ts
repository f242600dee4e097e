// The owners' privacy page's two doors: the export route answers a JSON download (never cached)
// and the erase action runs only with the address typed twice; both leave an audit row without
// the address. Who may open them at all is the permission matrix's (permission-matrix.test.ts).
import "../helpers/staff-env";

import { beforeEach, expect, it } from "vitest";

import { setRequest } from "../helpers/next-headers";
import { validCookie } from "../helpers/session-cookies";
import { query } from "../helpers/sql";

const { getDb } = await import("@/lib/db/client");
const route = await import("@/app/api/admin/privacy-export/route");
const { erasePersonData } = await import("@/lib/privacy/actions");
const db = await getDb();

const ADDRESS = "Grace.H@Example.org";
const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  return form;
};
const post = (form: FormData, headers: Record<string, string> = {}) =>
  route.POST(
    new Request("http://localhost/api/admin/privacy-export", {
      method: "POST",
      body: form,
      headers,
    }),
  );
// The log is append-only (no cleanup between tests): each test reads what it added.
let since = "";
const auditRows = () =>
  query<{ action: string; text: string }>(
    db,
    "select action, coalesce(target_label, '') || coalesce(details::text, '') as text from audit_log where action like 'privacy.%' and at > $1::timestamptz order by at",
    [since],
  );

beforeEach(async () => {
  since = (await query<{ t: string }>(db, "select clock_timestamp()::text as t"))[0]!.t;
  setRequest({ cookies: await validCookie() });
  await query(db, "delete from leads");
  await query(
    db,
    "insert into leads (kind, name, email, phone, message) values ('contact', 'Grace H', 'grace.h@example.org', '+1 555 010 0042', 'Hello')",
  );
});

it("the export is a JSON attachment, not cached, holding the lead; the audit row names no one", async () => {
  const response = await post(formOf({ email: ADDRESS }));
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(response.headers.get("content-disposition")).toMatch(/^attachment;/);
  expect(response.headers.get("cache-control")).toContain("no-store");
  const body = (await response.json()) as { leads: { name: string; phone: string }[] };
  expect(body.leads).toMatchObject([{ name: "Grace H", phone: "+1 555 010 0042" }]);
  const audit = await auditRows();
  expect(audit.map((r) => r.action)).toEqual(["privacy.exported"]);
  expect(audit[0]!.text.toLowerCase()).not.toContain("grace");
});

it("the export refuses a missing address (400) and a cross-site post (403)", async () => {
  expect((await post(formOf({ email: "" }))).status).toBe(400);
  const crossSite = await post(formOf({ email: ADDRESS }), { "sec-fetch-site": "cross-site" });
  expect(crossSite.status).toBe(403);
  expect(await auditRows()).toEqual([]);
});

it("erases only with the address typed again, then says what it did in counts", async () => {
  const mismatch = await erasePersonData(
    { status: "idle" },
    formOf({ email: ADDRESS, confirmEmail: "grace@example.org" }),
  );
  expect(mismatch.status).toBe("error");
  expect(mismatch.fieldErrors?.confirmEmail).toContain("same address");
  expect((await query(db, "select name from leads"))[0]).toEqual({ name: "Grace H" });

  const done = await erasePersonData(
    { status: "idle" },
    formOf({ email: ADDRESS, confirmEmail: "grace.h@example.org" }),
  );
  expect(done).toMatchObject({ status: "success", message: expect.stringContaining("1 lead,") });
  expect((await query(db, "select name, email from leads"))[0]).toEqual({
    name: "Erased",
    email: "",
  });
  const audit = await auditRows();
  expect(audit.map((r) => r.action)).toEqual(["privacy.erased"]);
  expect(audit[0]!.text.toLowerCase()).not.toContain("grace");
});
