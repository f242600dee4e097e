import { afterAll, beforeAll, expect, it } from "vitest";

import { startResend, type ResendMode } from "../helpers/resend-server";
import { submitContact } from "./forms";
import { runOutbox, startSite, waitFor, type Site } from "./harness";

let resend: Awaited<ReturnType<typeof startResend>>;
let site: Site;
const CLIENTS = 8;
const PER_CLIENT = 5;

beforeAll(async () => {
  resend = await startResend();
  // The embedded database: the outbox must hold on the default backend as well.
  site = await startSite({
    RESEND_API_KEY: "re_test_key",
    RESEND_BASE_URL: resend.url,
    MAIL_TIMEOUT_MS: "500",
    MAIL_RETRY_BASE_SECONDS: "1",
  });
});

afterAll(async () => {
  await site?.stop();
  await resend?.close();
});

it("under load, a failing mail API loses no lead and, once back, sends each mail exactly once", async () => {
  const modes: ResendMode[] = ["500", "429", "hang", "drop"];
  let sent = 0;
  // Concurrent visitors while the provider cycles through its failure modes.
  const results = await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      const mine = [];
      for (let n = 0; n < PER_CLIENT; n++) {
        resend.state.mode = modes[sent++ % modes.length] ?? "500";
        const email = `mail-outage-${client}-${n}@example.com`;
        mine.push(await submitContact(site.base, email, `198.18.${client + 1}.1`));
      }
      return mine;
    }),
  );
  const submissions = results.flat();
  expect(submissions.filter((s) => !s.stored).map((s) => s.body.slice(0, 200))).toEqual([]);
  expect(resend.delivered).toHaveLength(0);

  // The provider recovers; the worker (as a scheduler would call it) drains the outbox.
  const failedRequests = resend.requests.length;
  resend.state.mode = "ok";
  const expected = submissions.length * 2; // notification + auto-reply per lead
  await waitFor(
    async () => {
      await Promise.all([runOutbox(site.base), runOutbox(site.base)]); // two workers at once
      return resend.delivered.length >= expected;
    },
    "every mail to be delivered",
    60_000,
  );
  expect(resend.delivered).toHaveLength(expected);
  // Sent exactly once: after the recovery no mail was requested twice (row claims held).
  const afterRecovery = resend.requests.slice(failedRequests).map((m) => m.key);
  expect(new Set(afterRecovery).size).toBe(afterRecovery.length);
  const recipients = resend.delivered.flatMap((m) => m.to);
  for (const s of submissions) expect(recipients).toContain(s.email);
});
