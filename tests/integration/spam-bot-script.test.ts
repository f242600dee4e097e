// Issue 27's "Done when": a script posting the lead actions directly, 1,000 times, as a bot
// would (no solution, a forged one, a replayed one, a forged startedAt; valid fields, rotating
// addresses and networks), stores 0 leads or sign-ups outside Spam and sends 0 mails (the fake
// Resend receives nothing); what it stores is bounded by the per-network and site-wide caps.
// The real verifier judges every proof: the replayed one is a real ALTCHA solution used once
// before (tests/helpers/proof.ts).
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
  FORM_MIN_FILL_SECONDS: "3",
  SESSION_SECRET: "bot-script-session-secret-0123456789abcdef",
});
const pending: Promise<unknown>[] = [];
vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (task: () => Promise<unknown>) => void pending.push(task()),
}));

const { submitBooking, submitContact, subscribeNewsletter } = await import("@/lib/leads/actions");
const { verifyProof } = await import("@/lib/spam/proof");
const { SPAM_STORE_CAP } = await import("@/lib/spam/verdict");
const { getDb } = await import("@/lib/db/client");
const db = await getDb();
afterAll(() => resend.close());

const POSTS = 1000;
const FORGED = btoa(
  JSON.stringify({ algorithm: "SHA-256", challenge: "00", number: 1, salt: "x", signature: "00" }),
);

it(`${POSTS} scripted posts: nothing outside Spam, no mail`, async () => {
  // A solution the bot watched a browser use once (spent then), replayed from now on.
  const captured = await solvedProof();
  const seen = new FormData();
  seen.set("altcha", captured);
  expect(await verifyProof(seen, new Headers())).toEqual({ ok: true });

  const started = Date.now();
  const answers = new Map<string, number>();
  for (let i = 0; i < POSTS; i++) {
    // 50 networks; the last octet changes every post, so only per-network limits apply.
    setRequest({ headers: { "x-forwarded-for": `100.64.${i % 50}.${(i % 250) + 1}` } });
    const form = new FormData();
    const attack = i % 4;
    const values: Record<string, string> = {
      name: `Bot ${i}`,
      email: `victim${i}@example.com`,
      phone: "+1 555 010 0000",
      message: "Cheap pills at https://spam.example",
      service: "web-development",
      customization: "",
      website: "",
      // A plausible start time (forged: the client sends it), or an impossible one.
      startedAt: String(attack === 3 && i % 8 === 3 ? Date.now() + 60_000 : Date.now() - 9000),
      altcha: attack === 1 ? FORGED : attack === 2 ? captured : "",
    };
    for (const [k, v] of Object.entries(values)) form.set(k, v);
    const action = [submitBooking, submitContact, subscribeNewsletter][i % 3]!;
    const state = await action({ status: "idle" }, form);
    const key = `${state.status}: ${(state.message ?? "").replace(/\d+ minutes?/, "N minutes")}`;
    answers.set(key, (answers.get(key) ?? 0) + 1);
  }
  await Promise.all(pending.splice(0));
  const seconds = (Date.now() - started) / 1000;

  const count = async (sql: string) =>
    (await query<{ n: number }>(db, `select count(*)::int as n from ${sql}`))[0]!.n;
  expect(await count("leads where quarantined_at is null")).toBe(0);
  expect(await count("newsletter_subscribers where quarantined_at is null")).toBe(0);
  expect(await count("email_outbox")).toBe(0);
  expect(await count("webhook_deliveries")).toBe(0);
  expect(resend.requests).toHaveLength(0);
  expect(resend.delivered).toHaveLength(0);
  // Held, not dropped, up to the site-wide cap; past it refused with the usual sentence.
  const held = (await count("leads")) + (await count("newsletter_subscribers"));
  expect(held).toBe(SPAM_STORE_CAP.limit);
  // The answers never tell a held post from a real one: success, or "Too many requests".
  for (const key of answers.keys()) {
    expect(key).toMatch(
      /^success: (Service Booked Successfully!|Message Sent!|Check your inbox to confirm your subscription\.)$|^error: Too many requests\./,
    );
  }
  console.info(`${POSTS} posts in ${seconds.toFixed(1)} s`, Object.fromEntries(answers));
  expect(seconds).toBeLessThan(30);
}, 60_000);
