// Guessing the staff password is slowed per (account, client), never by locking the account: the
// right password from the right person still signs in while a stranger hammers the public e-mail.
import { STAFF } from "../helpers/staff-env";

import { randomUUID } from "node:crypto";

import { beforeEach, describe, expect, it } from "vitest";

import { captureLogs } from "../helpers/log-capture";
import { request, setRequest } from "../helpers/next-headers";
import { exec, query } from "../helpers/sql";

const { signIn } = await import("@/lib/auth/actions");
const { getDb } = await import("@/lib/db/client");

const INCORRECT = "Incorrect e-mail or password.";
const idle = { status: "idle" } as const;
const asClient = (ip: string) => setRequest({ headers: { "x-forwarded-for": ip } });
const randomEmail = () => `guess-${randomUUID()}@agency.example`;

/** What the form shows; a redirect (signed in) reads as its location. */
async function attempt(email: string, password: string): Promise<string> {
  const data = new FormData();
  data.set("email", email);
  data.set("password", password);
  data.set("next", "");
  return signIn(idle, data).then(
    (state) => state.message ?? "",
    (error: { digest?: string }) => `redirect ${error.digest?.split(";")[2]}`,
  );
}
const SIGNED_IN = "redirect /admin";

/** The wait a refusal names, in seconds (a minute count read as its last second). */
function waitOf(message: string): number {
  const match = /^Too many sign-in attempts\. Try again in (\d+) (second|minute)s?\.$/.exec(
    message,
  );
  if (!match) throw new Error(`not a refusal: ${message}`);
  return Number(match[1]) * (match[2] === "minute" ? 60 : 1);
}

/** The client's current delays run out (instead of the test sleeping through them). */
const delayPasses = async (client: string) =>
  query(await getDb(), "update sign_in_failures set retry_at = now() where client = $1", [client]);

beforeEach(async () => {
  await exec(await getDb(), "delete from rate_limits; delete from sign_in_failures");
});

describe("the staff account under attack", () => {
  it("still lets the right password in from another client", async () => {
    asClient("192.0.2.1");
    for (let i = 0; i < 20; i++) {
      expect(await attempt(STAFF.email, `guess ${i}`)).toMatch(/^Incorrect|^Too many/);
    }
    asClient("192.0.2.2");
    expect(await attempt(STAFF.email, STAFF.password)).toBe(SIGNED_IN);
    expect(request.cookies.has("agency_staff_session")).toBe(true);
  });

  it("makes the attacking client wait twice as long after each failure, up to 15 minutes", async () => {
    const attacker = "192.0.2.10";
    asClient(attacker);
    for (let failures = 1; failures <= 13; failures++) {
      await delayPasses(attacker);
      expect(await attempt(STAFF.email, `guess ${failures}`)).toBe(INCORRECT);
      const expected = Math.min(2 ** (failures - 3), 15 * 60);
      // Probed only where the delay is far longer than a slow machine takes between two calls.
      if (expected < 8) continue;
      // Inside the delay even the right password is refused, unchecked and uncounted.
      const refused = await attempt(STAFF.email, STAFF.password);
      expect(waitOf(refused), refused).toBeLessThanOrEqual(
        Math.max(expected, 60 * Math.ceil(expected / 60)),
      );
      expect(waitOf(refused), refused).toBeGreaterThan(expected - 2);
      expect(request.cookies.size).toBe(0);
    }
    expect(await attempt(STAFF.email, STAFF.password)).toBe(
      "Too many sign-in attempts. Try again in 15 minutes.",
    );
  });

  it("forgets a client's failures when it signs in: typos never add up", async () => {
    asClient("192.0.2.20");
    for (let round = 0; round < 8; round++) {
      expect(await attempt(STAFF.email, "typo")).toBe(INCORRECT);
      expect(await attempt(STAFF.email, STAFF.password)).toBe(SIGNED_IN);
    }
    for (let i = 0; i < 3; i++) expect(await attempt(STAFF.email, "typo")).toBe(INCORRECT);
    await delayPasses("192.0.2.20");
    expect(await attempt(STAFF.email, STAFF.password)).toBe(SIGNED_IN);
    // Counted from zero again: three more failures before any delay.
    for (let i = 0; i < 3; i++) expect(await attempt(STAFF.email, "typo")).toBe(INCORRECT);
  });
});

describe("guessing many e-mails", () => {
  it("delays the client that sprays e-mails, not the staff elsewhere", async () => {
    const sprayer = "192.0.2.30";
    asClient(sprayer);
    for (let failures = 1; failures <= 13; failures++) {
      await delayPasses(sprayer);
      expect(await attempt(randomEmail(), "x")).toBe(INCORRECT);
    }
    // 13 failures across accounts: 2^(13-10) s before this client's next attempt, any account.
    expect(waitOf(await attempt(STAFF.email, STAFF.password))).toBeGreaterThan(6);
    asClient("192.0.2.31");
    expect(await attempt(STAFF.email, STAFF.password)).toBe(SIGNED_IN);
  });

  it("100 failures across clients raise one alarm and slow sign-in, never stop it", async () => {
    const log = captureLogs();
    try {
      for (let batch = 0; batch < 12; batch++) {
        asClient(`198.51.100.${batch}`);
        const size = Math.min(9, 100 - batch * 9);
        const answers = await Promise.all(
          Array.from({ length: size }, () => attempt(randomEmail(), "x")),
        );
        expect(answers).toEqual(Array(size).fill(INCORRECT));
      }
      asClient("198.51.100.200");
      expect(await attempt(STAFF.email, STAFF.password)).toBe(SIGNED_IN);
    } finally {
      log.restore();
    }
    const alarms = log.entries.filter((e) => e.msg.startsWith("alarm:"));
    expect(alarms).toHaveLength(1);
    expect(alarms[0]).toMatchObject({ level: "warn", failures: 51 });
  }, 120_000);
});
