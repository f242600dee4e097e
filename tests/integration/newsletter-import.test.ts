// Importing existing subscribers: the CSV's addresses (first column, header skipped, invalid ones
// counted), the consent basis stored on each, a double opt-in mail each unless prior consent is
// asserted (then confirmed at once), and addresses already on the list left as they are.
import { beforeEach, expect, it } from "vitest";

import { exec, query } from "../helpers/sql";

process.env.MAIL_MODE = "log";
const { getDb } = await import("@/lib/db/client");
const { addressesOf, importSubscribers } = await import("@/lib/newsletter/subscribers");
const db = await getDb();

beforeEach(() => exec(db, "delete from newsletter_subscribers; delete from email_outbox"));

it("reads the first column of each line, lower-cased, once each; skips the header; counts the invalid", () => {
  const csv =
    'email,name\nAda@Example.com,Ada\n"bob@example.com";Bob\nnot-an-address\n\nada@example.com\n';
  expect(addressesOf(csv)).toEqual({ valid: ["ada@example.com", "bob@example.com"], invalid: 1 });
});

it("without prior consent: pending, with the basis, one confirmation mail each", async () => {
  await query(
    db,
    "insert into newsletter_subscribers (email, status) values ('old@example.com', 'unsubscribed')",
  );
  const result = await importSubscribers(
    db,
    ["new1@example.com", "new2@example.com", "old@example.com"],
    "Old site form, 2024",
    false,
  );
  expect(result.added).toBe(2);
  expect(result.existing).toBe(1);
  expect(result.mailIds).toHaveLength(2);
  const rows = await query<{
    email: string;
    status: string;
    source: string;
    consent_basis: string | null;
  }>(db, "select email, status, source, consent_basis from newsletter_subscribers order by email");
  expect(rows).toEqual([
    {
      email: "new1@example.com",
      status: "pending",
      source: "import",
      consent_basis: "Old site form, 2024",
    },
    {
      email: "new2@example.com",
      status: "pending",
      source: "import",
      consent_basis: "Old site form, 2024",
    },
    // Already on the list (here: unsubscribed): an import does not subscribe them again.
    { email: "old@example.com", status: "unsubscribed", source: "form", consent_basis: null },
  ]);
  const mails = await query<{ kind: string; to_address: string }>(
    db,
    "select kind, to_address from email_outbox order by to_address",
  );
  expect(mails).toEqual([
    { kind: "newsletter-confirm", to_address: "new1@example.com" },
    { kind: "newsletter-confirm", to_address: "new2@example.com" },
  ]);
});

it("with prior consent asserted: confirmed at once, no mail", async () => {
  const result = await importSubscribers(
    db,
    ["ok@example.com"],
    "Confirmed on Mailchimp, 2023",
    true,
  );
  expect(result).toEqual({ added: 1, existing: 0, mailIds: [] });
  const [row] = await query<{ status: string; confirmed: boolean }>(
    db,
    "select status, confirmed_at is not null as confirmed from newsletter_subscribers",
  );
  expect(row).toEqual({ status: "confirmed", confirmed: true });
  expect(await query(db, "select * from email_outbox")).toEqual([]);
});
