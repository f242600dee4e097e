// POST /api/webhooks/resend: Svix-signed Resend events. A bad signature changes nothing (401); a
// hard bounce or a complaint suppresses the address for every later mail; events update the
// newsletter delivery their email id names; a soft bounce suppresses nothing.
import { randomBytes } from "node:crypto";

import { Webhook } from "standardwebhooks";
import { beforeEach, expect, it } from "vitest";

import { exec, query } from "../helpers/sql";

const secret = `whsec_${randomBytes(24).toString("base64")}`;
Object.assign(process.env, { RESEND_WEBHOOK_SECRET: secret, MAIL_MODE: "log" });
const { POST } = await import("@/app/api/webhooks/resend/route");
const { getDb } = await import("@/lib/db/client");
const { isSuppressed } = await import("@/lib/newsletter/suppressions");
const db = await getDb();

let n = 0;
function event(type: string, data: Record<string, unknown>, key = secret) {
  const id = `msg_${++n}`;
  const body = JSON.stringify({ type, created_at: new Date().toISOString(), data });
  const signature = new Webhook(key).sign(id, new Date(), body);
  const headers = {
    "content-type": "application/json",
    "svix-id": id,
    "svix-timestamp": String(Math.floor(Date.now() / 1000)),
    "svix-signature": signature,
  };
  return new Request("http://localhost/api/webhooks/resend", { method: "POST", headers, body });
}
const deliveryStatus = async () =>
  (await query<{ status: string }>(db, "select status from newsletter_deliveries"))[0]?.status;

beforeEach(async () => {
  await exec(
    db,
    "delete from newsletter_sends; delete from newsletter_subscribers; delete from mail_suppressions; delete from blogs",
  );
  const [sub] = await query<{ id: string }>(
    db,
    "insert into newsletter_subscribers (email, status) values ('ada@example.com', 'confirmed') returning id",
  );
  const [send] = await query<{ id: string }>(
    db,
    "insert into newsletter_sends (post_title, status) values ('A post', 'sent') returning id",
  );
  await query(
    db,
    "insert into newsletter_deliveries (send_id, subscriber_id, batch, status, provider_id) values ($1, $2, 0, 'sent', 'email_1')",
    [send!.id, sub!.id],
  );
});

const bounce = { email_id: "email_1", to: ["Ada@example.com"], bounce: { type: "Permanent" } };

it("refuses a bad signature with 401 and changes nothing", async () => {
  const forged = event("email.bounced", bounce, `whsec_${randomBytes(24).toString("base64")}`);
  expect((await POST(forged)).status).toBe(401);
  const unsigned = event("email.bounced", bounce);
  unsigned.headers.delete("svix-signature");
  expect((await POST(unsigned)).status).toBe(401);
  expect(await isSuppressed(db, "ada@example.com")).toBe(false);
  expect(await deliveryStatus()).toBe("sent");
});

it("a hard bounce suppresses the address and marks the delivery; a repeat changes nothing", async () => {
  const response = await POST(event("email.bounced", bounce));
  expect(response.status).toBe(200);
  expect(await isSuppressed(db, "ada@example.com")).toBe(true);
  expect(await deliveryStatus()).toBe("bounced");
  expect((await POST(event("email.bounced", bounce))).status).toBe(200);
  const rows = await query<{ reason: string; source_event_id: string }>(
    db,
    "select reason, source_event_id from mail_suppressions",
  );
  expect(rows).toEqual([{ reason: "hard_bounce", source_event_id: `msg_${n - 1}` }]);
  // A later "delivered" does not undo the bounce.
  await POST(event("email.delivered", { email_id: "email_1", to: ["ada@example.com"] }));
  expect(await deliveryStatus()).toBe("bounced");
});

it("a complaint suppresses; a delivery is recorded; a soft bounce suppresses nothing", async () => {
  await POST(event("email.delivered", { email_id: "email_1", to: ["ada@example.com"] }));
  expect(await deliveryStatus()).toBe("delivered");
  await POST(event("email.bounced", { ...bounce, bounce: { type: "Transient" } }));
  expect(await isSuppressed(db, "ada@example.com")).toBe(false);
  await POST(event("email.complained", { email_id: "email_1", to: ["ada@example.com"] }));
  expect(await isSuppressed(db, "ada@example.com")).toBe(true);
  expect(await deliveryStatus()).toBe("complained");
});

it("answers a signed body that is not an event with 400, and an unknown type with 200", async () => {
  expect((await POST(event("email.opened", { email_id: "email_1" }))).status).toBe(200);
  const bad = new Webhook(secret);
  const body = "[1,2]";
  const request = new Request("http://localhost/api/webhooks/resend", {
    method: "POST",
    body,
    headers: {
      "svix-id": "msg_x",
      "svix-timestamp": String(Math.floor(Date.now() / 1000)),
      "svix-signature": bad.sign("msg_x", new Date(), body),
    },
  });
  expect((await POST(request)).status).toBe(400);
});
