// A lead's attribution, end to end on the server: the booking and contact actions store what the
// form carried of the visit and the "How did you hear about us?" answer, drop hostile values
// without refusing the lead, send them in lead.created, and name them in the staff notification.
import { afterAll, expect, it, vi } from "vitest";

import { setRequest } from "../helpers/next-headers";
import { solvedProof } from "../helpers/proof";
import { startResend } from "../helpers/resend-server";
import { query } from "../helpers/sql";

const resend = await startResend();
Object.assign(process.env, {
  RESEND_API_KEY: "re_test_key",
  RESEND_BASE_URL: resend.url,
  LEADS_NOTIFY_TO: "leads@agency.example",
  FORM_MIN_FILL_SECONDS: "2",
});
const pending: Promise<unknown>[] = [];
vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (task: () => Promise<unknown>) => void pending.push(task()),
}));
const settle = async () => void (await Promise.all(pending.splice(0)));
afterAll(() => resend.close());

const { submitBooking, submitContact } = await import("@/lib/leads/actions");
const db = await (await import("@/lib/db/client")).getDb();
const rows = (sql: string, params: unknown[] = []) =>
  query<Record<string, unknown>>(db, sql, params);

// Each post carries a real, fresh proof-of-work solution, as the widget sends it.
const form = async (values: Record<string, string>) => {
  const data = new FormData();
  const all = {
    website: "",
    startedAt: String(Date.now() - 5000),
    altcha: await solvedProof(),
    ...values,
  };
  for (const [k, v] of Object.entries(all)) data.set(k, v);
  return data;
};
const booking = (email: string, extra: Record<string, string>) =>
  form({
    name: "Ann Lee",
    email,
    phone: "+1 555 010 0000",
    service: "web-development",
    message: "A new site, please.",
    ...extra,
  });
const ATTRIBUTION_COLUMNS =
  "source_page, landing_page, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content, ref_param, heard_about";

await rows(
  "insert into webhook_endpoints (name, url, format, events, secret) values ('CRM', 'https://hooks.example/x', 'standard', array['lead.created'], 'whsec_dGVzdA==')",
);

it("stores the visit the booking form carried, sends it in lead.created and tells staff", async () => {
  setRequest({ headers: { "x-forwarded-for": "192.0.2.10" } });
  const sent = booking("ann@example.com", {
    sourcePage: "/book-service",
    landingPage: "/blogs/launch-week",
    referrerHost: "news.example.org",
    utmSource: "newsletter",
    utmMedium: "email",
    utmCampaign: "q4 <b>launch</b>",
    refParam: "partner",
    heardAbout: "blog",
  });
  expect((await submitBooking({ status: "idle" }, await sent)).status).toBe("success");
  await settle();
  const [lead] = await rows(`select id, ${ATTRIBUTION_COLUMNS} from leads`);
  expect(lead).toMatchObject({
    source_page: "/book-service",
    landing_page: "/blogs/launch-week",
    referrer_host: "news.example.org",
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "q4 <b>launch</b>",
    utm_term: null,
    utm_content: null,
    ref_param: "partner",
    heard_about: "blog",
  });

  const [hook] = await rows(
    "select payload from webhook_deliveries where lead_id = $1 and event = 'lead.created'",
    [lead!.id],
  );
  expect((hook!.payload as { data: unknown }).data).toMatchObject({
    attribution: {
      sourcePage: "/book-service",
      landingPage: "/blogs/launch-week",
      referrerHost: "news.example.org",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "q4 <b>launch</b>",
      utmTerm: null,
      utmContent: null,
      refParam: "partner",
      heardAbout: "blog",
    },
  });

  const staff = resend.delivered.find((m) => m.to.includes("leads@agency.example"))!;
  expect(staff.text).toContain("Came from");
  expect(staff.text).toContain("/blogs/launch-week via newsletter / q4 <b>launch</b>");
  expect(staff.text).toContain("Heard about us");
  expect(staff.text).toContain("Our blog");
  // The campaign is the visitor's text: escaped in the HTML part like every other value.
  expect(staff.html).toContain("q4 &lt;b&gt;launch&lt;/b&gt;");
  expect(staff.html).not.toContain("<b>launch</b>");
});

it("drops hostile or malformed values and stores the lead anyway", async () => {
  setRequest({ headers: { "x-forwarded-for": "192.0.2.11" } });
  const sent = form({
    name: "Bo Kim",
    email: "bo@example.com",
    phone: "+1 555 010 0001",
    message: "Hello",
    sourcePage: "//evil.example/phish",
    landingPage: "javascript:alert(1)",
    referrerHost: "https://evil.example/path",
    utmSource: "x\r\nBcc: victim@example.com",
    utmCampaign: "nul\u0000byte",
    utmMedium: "a".repeat(5000),
    utmTerm: "\u202egnp.exe",
    heardAbout: "a billboard",
  });
  expect((await submitContact({ status: "idle" }, await sent)).status).toBe("success");
  const [lead] = await rows(`select ${ATTRIBUTION_COLUMNS} from leads where email = $1`, [
    "bo@example.com",
  ]);
  expect(lead).toEqual({
    source_page: null,
    landing_page: null,
    referrer_host: null,
    utm_source: null,
    utm_medium: "a".repeat(200),
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    ref_param: null,
    heard_about: null,
  });
});

it("stores a lead without any attribution (a form sent without JavaScript)", async () => {
  setRequest({ headers: { "x-forwarded-for": "192.0.2.12" } });
  const sent = form({
    name: "Cy Doe",
    email: "cy@example.com",
    phone: "+1 555 010 0002",
    message: "Hi",
  });
  expect((await submitContact({ status: "idle" }, await sent)).status).toBe("success");
  await settle();
  const [lead] = await rows(`select ${ATTRIBUTION_COLUMNS} from leads where email = $1`, [
    "cy@example.com",
  ]);
  expect(Object.values(lead!).every((v) => v === null)).toBe(true);
  const staff = resend.delivered.filter((m) => m.subject.includes("Cy Doe"));
  expect(staff).toHaveLength(1);
  expect(staff[0]!.text).not.toContain("Came from");
});
