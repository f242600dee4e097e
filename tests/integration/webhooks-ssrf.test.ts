// Webhook targets on the server's own side of the firewall are refused when staff save them and
// again when a delivery is sent (DNS resolved at send, the connection made only to the address
// checked). Nothing is allowed here, as on a production server: WEBHOOK_ALLOW_PRIVATE is unset.
// A listener on 127.0.0.1 plays the internal service that must never be reached.
import "../helpers/staff-env";

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { setRequest } from "../helpers/next-headers";
import { validCookie } from "../helpers/session-cookies";
import { exec, query } from "../helpers/sql";

delete process.env.WEBHOOK_ALLOW_PRIVATE;
const { saveWebhookEndpoint } = await import("@/lib/webhooks/actions");
const { deliverWebhooksDue, setResolverForTests } = await import("@/lib/webhooks/deliver");
const { checkTarget } = await import("@/lib/webhooks/target");
const { getDb } = await import("@/lib/db/client");
const db = await getDb();

const hits: string[] = [];
const internal = createServer((req, res) => void (hits.push(req.url ?? ""), res.end("ok")));
await new Promise<void>((resolve) => internal.listen(0, "127.0.0.1", resolve));
const port = (internal.address() as AddressInfo).port;
afterAll(() => {
  setResolverForTests(undefined);
  internal.close();
});

const TARGETS = [
  `http://127.0.0.1:${port}/hook`,
  "http://10.0.0.5/hook",
  "http://169.254.169.254/latest/meta-data/",
  `http://localhost:${port}/hook`, // a name that resolves to loopback
  `https://[::ffff:127.0.0.1]:${port}/hook`, // IPv4-mapped IPv6
  "https://100.64.0.1/hook", // CGNAT
  "https://[fd00::1]/hook", // unique-local IPv6
];

const form = (url: string) => {
  const data = new FormData();
  const values = { id: "", name: "Internal", url, format: "standard", events: "lead.created" };
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
};

beforeEach(async () => {
  hits.length = 0;
  setResolverForTests(undefined);
  await exec(db, "delete from webhook_endpoints");
  setRequest({ cookies: await validCookie() });
});

/** An endpoint written past the form (as one saved before the guard, or before a DNS change). */
async function queued(url: string) {
  const [row] = await query<{ id: string }>(
    db,
    `with e as (insert into webhook_endpoints (name, url, format, events, secret)
       values ('x', $1, 'standard', '{lead.created}', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw') returning id)
     insert into webhook_deliveries (endpoint_id, message_id, event, payload)
       select id, 'msg_' || gen_random_uuid(), 'lead.created', '{"type":"lead.created","data":{}}' from e
     returning id`,
    [url],
  );
  return row!.id;
}

describe("webhook SSRF guard", () => {
  it.each(TARGETS)("refuses %s when staff save it", async (url) => {
    const state = await saveWebhookEndpoint({ status: "idle" }, form(url));
    expect(state.status).toBe("error");
    expect(state.fieldErrors?.url).toMatch(/^Refused: .* is not a public address/);
    expect(await query(db, "select id from webhook_endpoints")).toHaveLength(0);
  });

  it.each(TARGETS)("refuses %s at send, failing at once without connecting", async (url) => {
    const id = await queued(url);
    const report = await deliverWebhooksDue(db, { ids: [id] });
    expect(report).toEqual({ delivered: 0, retrying: 0, failed: 1 });
    const [row] = await query<Record<string, unknown>>(
      db,
      "select status, attempts, last_error from webhook_deliveries where id = $1",
      [id],
    );
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row!.last_error).toMatch(/Refused: .* is not a public address/);
    expect(hits).toEqual([]);
  });

  it("checks the address it connects to: a name that rebinds to loopback after the save", async () => {
    const url = `http://hooks.rebind.example:${port}/hook`;
    let answers = 0;
    // The first answer (at save) is public, every later one (at send) is this host.
    const rebinding = async () => (answers++ === 0 ? ["93.184.216.34"] : ["127.0.0.1"]);
    const policy = { allowPrivate: [], httpsOnly: false };
    await expect(checkTarget(url, policy, rebinding)).resolves.toBeUndefined();
    setResolverForTests(rebinding);
    const id = await queued(url);
    expect((await deliverWebhooksDue(db, { ids: [id] })).failed).toBe(1);
    const [row] = await query<{ last_error: string }>(
      db,
      "select last_error from webhook_deliveries where id = $1",
      [id],
    );
    expect(row!.last_error).toMatch(
      /Refused: hooks\.rebind\.example is not a public address \(127\.0\.0\.1\)$/,
    );
    expect(hits).toEqual([]);
  });

  it("in production, refuses plain http:// to a public address and accepts https://", async () => {
    const production = { allowPrivate: [], httpsOnly: true };
    const publicName = async () => ["93.184.216.34"];
    await expect(checkTarget("http://hooks.example/x", production, publicName)).rejects.toThrow(
      /must start with https:\/\//,
    );
    await expect(
      checkTarget("https://hooks.example/x", production, publicName),
    ).resolves.toBeUndefined();
  });
});
