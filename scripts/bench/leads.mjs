// npm run bench leads [--clients=20] [--per-client=10] [--postgres]
// 20 concurrent clients, each with its own address (TRUST_PROXY on), submit contact forms through
// the real server action of the production build. A loopback fake of Resend's POST /emails
// records deliveries; webhooks are on: a Slack-format and a Standard Webhooks endpoint (added
// through the staff action) at a loopback receiver that verifies signatures with standardwebhooks.
// Checks: every lead stored, every mail (notification + auto-reply) and every webhook (lead.created
// × 2 endpoints) delivered once, none twice, every signature valid. Prints submissions/s and
// latency beside the bare Next page from the same run.
// On the embedded PGlite by default; --postgres runs it on a PostgreSQL 15 on loopback instead.
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

import { Webhook } from "standardwebhooks";

import { bareDir, build, root, rps, solvedProof, start, startPostgres } from "./lib.mjs";

const arg = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);

/** The action's id and a page to post it to (the first page using it, or the one matching `prefer`). */
function actionId(filename = "lib/leads/actions.ts", exportedName = "submitContact", prefer = /./) {
  const file = path.join(root, ".next/server/server-reference-manifest.json");
  const manifest = JSON.parse(readFileSync(file, "utf8"));
  const entry = Object.entries(manifest.node).find(
    ([, v]) => v.filename === filename && v.exportedName === exportedName,
  );
  if (!entry) return null;
  return {
    id: entry[0],
    page: `/${(Object.keys(entry[1].workers).find((w) => prefer.test(w)) ?? "")
      .replace(/^app\//, "")
      .replace(/\([^)]+\)\/?/g, "")
      .replace(/\/?page$/, "")}`,
  };
}

function fakeResend() {
  const delivered = new Map(); // idempotency key → times accepted
  let requests = 0;
  const server = createServer(async (req, res) => {
    for await (const _ of req);
    requests++;
    const key = req.headers["idempotency-key"];
    delivered.set(key, (delivered.get(key) ?? 0) + 1);
    res
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ id: randomUUID() }));
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        delivered,
        requests: () => requests,
        close: () => server.close(),
      }),
    ),
  );
}

/** One receiver for both endpoints (by path): counts each message, verifies the signed ones. */
function fakeReceiver() {
  const delivered = new Map(); // path + webhook-id (or Slack text, which links the lead) → times
  const state = { secret: "", invalid: 0, requests: 0 };
  const server = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    state.requests++;
    if (req.url === "/standard") {
      try {
        new Webhook(state.secret).verify(body, req.headers);
      } catch {
        state.invalid++;
        return void res.writeHead(401).end();
      }
    }
    const key = `${req.url} ${req.headers["webhook-id"] ?? JSON.parse(body).text}`;
    delivered.set(key, (delivered.get(key) ?? 0) + 1);
    res.writeHead(200).end("ok");
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        delivered,
        state,
        close: () => server.close(),
      }),
    ),
  );
}

/** Adds an endpoint through the staff action; its id, from the action's answer. */
async function addEndpoint(base, cookie, fields) {
  const action = actionId("lib/webhooks/actions.ts", "saveWebhookEndpoint", /webhooks\/page$/);
  if (!action)
    throw new Error("saveWebhookEndpoint is not in the build's server-reference manifest");
  const body = new FormData();
  const values = { id: "", events: "lead.created,booking.created", ...fields };
  for (const [k, v] of Object.entries(values)) body.set(`_1_${k}`, v);
  body.set("0", JSON.stringify([{ status: "idle" }, "$K1"]));
  const res = await fetch(`${base}${action.page}`, {
    method: "POST",
    body,
    headers: { "next-action": action.id, accept: "text/x-component", cookie },
  });
  const text = await res.text();
  const id = /"status":"success"[^}]*"id":"([0-9a-f-]{36})"/.exec(text)?.[1];
  if (!id) throw new Error(`adding a webhook endpoint failed: ${text.slice(0, 300)}`);
  return id;
}

async function submit(base, action, client, n) {
  const fields = {
    name: `Bench Client ${client}`,
    email: `bench-${client}-${n}@example.com`,
    phone: "+1 555 010 0000",
    message: `Load test message ${n}`,
    website: "",
    startedAt: String(Date.now() - 10_000),
    // A real lead, not one held as spam: what the bench measures is the mail path.
    altcha: await solvedProof(),
  };
  // React's reply encoding of (state, formData), as the browser sends it: the FormData's entries
  // ("_1_…") first and the root ("0") last; the server resolves "$K1" from those entries.
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(`_1_${k}`, v);
  body.set("0", JSON.stringify([{ status: "idle" }, "$K1"]));
  const t = performance.now();
  const res = await fetch(`${base}${action.page}`, {
    method: "POST",
    body,
    headers: {
      "next-action": action.id,
      accept: "text/x-component",
      "x-forwarded-for": `198.18.${client}.1`,
    },
  });
  const text = await res.text();
  return {
    ms: performance.now() - t,
    ok: res.status === 200 && text.includes('"status":"success"'),
    text,
  };
}

/** Signs in through the staff form (sessions are stored server-side, so none can be forged). */
async function staffCookie(base) {
  // The sign-in page: a staff page using the action (the account page) redirects a stranger.
  const action = actionId("lib/auth/actions.ts", "signIn", /admin\/login\/page$/);
  if (!action) throw new Error("signIn is not in the build's server-reference manifest");
  const body = new FormData();
  const fields = { email: "bench@agency.example", password: "bench password 123", next: "" };
  for (const [k, v] of Object.entries(fields)) body.set(`_1_${k}`, v);
  body.set("0", JSON.stringify([{ status: "idle" }, "$K1"]));
  const res = await fetch(`${base}${action.page}`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { "next-action": action.id, accept: "text/x-component" },
  });
  await res.arrayBuffer();
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("agency_staff_session="));
  if (!cookie)
    throw new Error(`staff sign-in failed (${res.status} ${res.headers.get("location") ?? ""})`);
  return cookie.split(";")[0];
}

export async function main(args = []) {
  const postgres = args.includes("--postgres") ? await startPostgres() : null;
  try {
    await run(postgres);
  } finally {
    postgres?.stop();
  }
}

async function run(postgres) {
  const clients = arg("clients", 20);
  const perClient = arg("per-client", 10);
  build(root);
  let action = actionId();
  if (!action) {
    build(root, { force: true });
    action = actionId();
  }
  if (!action) throw new Error("submitContact is not in the build's server-reference manifest");
  build(bareDir);
  const resend = await fakeResend();
  const hooks = await fakeReceiver();
  const dir = mkdtempSync(path.join(tmpdir(), "bench-leads-"));
  const secret = "bench-session-secret-0123456789abcdef0123456789";
  const site = await start(root, {
    ...(postgres ? { DATABASE_URL: postgres.url } : { PGLITE_DIR: path.join(dir, "db") }),
    DATA_DIR: dir,
    TRUST_PROXY: "true",
    FORM_MIN_FILL_SECONDS: "0",
    RESEND_API_KEY: "re_bench",
    RESEND_BASE_URL: resend.url,
    LEADS_NOTIFY_TO: "leads@bench.example",
    CRON_SECRET: "bench-cron-secret-0123456789",
    SESSION_SECRET: secret,
    ADMIN_EMAIL: "bench@agency.example",
    ADMIN_PASSWORD: "bench password 123",
    WEBHOOK_ALLOW_PRIVATE: "127.0.0.1/32",
    WEBHOOK_RETRY_BASE_SECONDS: "1",
  });
  const bare = await start(bareDir);
  try {
    const warm = await submit(site.base, action, 250, 0); // first request compiles nothing, but warms the route
    if (!warm.ok) throw new Error(`warm-up submission failed: ${warm.text.slice(0, 300)}`);
    // Webhooks on from here: the measured submissions each queue lead.created for both endpoints.
    const cookie = await staffCookie(site.base);
    const url = (format) => `${hooks.url}/${format}`;
    await addEndpoint(site.base, cookie, { name: "Slack", format: "slack", url: url("slack") });
    const standard = { name: "Signed", format: "standard", url: url("standard") };
    const signedId = await addEndpoint(site.base, cookie, standard);
    const page = await (
      await fetch(`${site.base}/admin/webhooks/${signedId}`, { headers: { cookie } })
    ).text();
    hooks.state.secret = /whsec_[A-Za-z0-9+/=]{32}/.exec(page)?.[0] ?? "";
    const samples = [];
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async (_, client) => {
        for (let n = 0; n < perClient; n++)
          samples.push(await submit(site.base, action, client, n));
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    // A notification per lead; auto-replies only up to their hourly cap (AUTO_REPLY_CAP in
    // lib/leads/submit-lead.ts), which a run of this size passes.
    const leads = clients * perClient + 1;
    const expectedMails = leads + Math.min(leads, 50);
    const expectedWebhooks = (leads - 1) * 2; // lead.created for each endpoint (not the warm-up)
    const pending = () =>
      resend.delivered.size < expectedMails || hooks.delivered.size < expectedWebhooks;
    for (let i = 0; i < 60 && pending(); i++) {
      await fetch(`${site.base}/api/cron/outbox`, {
        method: "POST",
        headers: { authorization: "Bearer bench-cron-secret-0123456789" },
      });
      await new Promise((r) => setTimeout(r, 500));
    }
    const csv = await (
      await fetch(`${site.base}/api/admin/leads-csv`, {
        headers: { cookie },
      })
    ).text();
    const stored = csv.trim().split("\r\n").length - 1;
    const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
    const at = (q) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))];
    const twice = [...resend.delivered.values()].filter((n) => n > 1).length;
    const webhooksTwice = [...hooks.delivered.values()].filter((n) => n > 1).length;
    const baseline = await rps(`${bare.base}/`, { seconds: 5, connections: clients });
    const result = {
      database: postgres ? "postgres" : "pglite",
      submissions: samples.length,
      failed: samples.filter((s) => !s.ok).length,
      seconds: +seconds.toFixed(2),
      perSecond: +(samples.length / seconds).toFixed(1),
      p50: +at(0.5).toFixed(1),
      p99: +at(0.99).toFixed(1),
      leadsStored: stored,
      mailsDelivered: resend.delivered.size,
      deliveredTwice: twice,
      resendRequests: resend.requests(),
      webhooksDelivered: hooks.delivered.size,
      webhooksTwice,
      webhookSignaturesInvalid: hooks.state.invalid,
      webhookRequests: hooks.state.requests,
      bare: { rps: baseline.rps, p99: baseline.p99 },
    };
    console.log(JSON.stringify(result, null, 2));
    console.log(
      `${result.submissions} submissions from ${clients} clients: ${result.perSecond}/s, p50 ${result.p50} ms, p99 ${result.p99} ms (bare page: ${baseline.rps} req/s, p99 ${baseline.p99} ms)`,
    );
    console.log(
      `leads stored ${stored} (expected ${clients * perClient + 1}), mails delivered ${result.mailsDelivered} (expected ${expectedMails}), delivered twice ${twice}`,
    );
    console.log(
      `webhooks delivered ${hooks.delivered.size} (expected ${expectedWebhooks}), delivered twice ${webhooksTwice}, signatures invalid ${hooks.state.invalid}`,
    );
    if (
      result.failed ||
      stored !== clients * perClient + 1 ||
      result.mailsDelivered !== expectedMails ||
      twice ||
      hooks.delivered.size !== expectedWebhooks ||
      webhooksTwice ||
      hooks.state.invalid
    )
      process.exitCode = 1;
  } finally {
    site.stop();
    bare.stop();
    resend.close();
    hooks.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
