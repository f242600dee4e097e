// In log-only mail mode (this suite has no RESEND_API_KEY), the admin must not claim a mail went
// out: it was printed to the server log, never sent.
import "../helpers/staff-env";

import { expect, it } from "vitest";

import { setRequest } from "../helpers/next-headers";
import { validCookie } from "../helpers/session-cookies";
import { query } from "../helpers/sql";

const { retryLeadMail, deliverOutboxNow } = await import("@/lib/leads/admin-actions");
const { getDb } = await import("@/lib/db/client");
const db = await getDb();

const queueMail = async (status: "failed" | "pending") => {
  const [lead] = await query<{ id: string }>(
    db,
    "insert into leads (kind, name, email, phone, message) values ('contact', 'R', 'r@example.com', '+1 555 010 0000', 'm') returning id",
  );
  const [mail] = await query<{ id: string }>(
    db,
    "insert into email_outbox (lead_id, kind, to_address, subject, html, text, status) values ($1, 'contact-notification', 'x@example.com', 's', 'h', 't', $2) returning id",
    [lead!.id, status],
  );
  return mail!.id;
};

it("says a retried mail was only logged, never that it was sent", async () => {
  setRequest({ cookies: await validCookie() });
  const id = await queueMail("failed");
  const result = await retryLeadMail(id);
  expect(result.status).toBe("success");
  expect(result.message).toMatch(/log-only/);
  expect(result.message).not.toMatch(/\bsent\./i);
  const [row] = await query<{ status: string }>(
    db,
    "select status from email_outbox where id = $1",
    [id],
  );
  expect(row?.status).toBe("logged");
});

it("counts logged mails apart from sent ones on Deliver now", async () => {
  setRequest({ cookies: await validCookie() });
  await queueMail("pending");
  const result = await deliverOutboxNow();
  expect(result.message).toMatch(/^Sent 0, logged 1 \(log-only mode, not sent\)/);
});
