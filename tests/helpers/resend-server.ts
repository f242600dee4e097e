// A loopback stand-in for Resend's `POST /emails` and `POST /emails/batch`: records every mail,
// dedupes by Idempotency-Key as Resend does (same key and body: the first answer again, nothing
// sent; same key, other body: 409), and can be told to answer 200, 500, 429 (with retry-after)
// or 422, to hang, or to drop the connection — for every request, or for the next few batches —
// or to send a batch and never answer (status 0 in `batches`).
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type ResendMode = "ok" | "500" | "429" | "422" | "hang" | "drop";
export type ReceivedMail = {
  key: string | undefined;
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  reply_to?: string | string[];
  headers?: Record<string, string>;
  /** As Resend's API takes them: content in base64. */
  attachments?: { filename: string; content: string; content_type?: string }[];
};

export async function startResend() {
  const state = {
    mode: "ok" as ResendMode,
    delayMs: 0,
    /** Answers for the next batch requests, in order, before `mode` applies again. */
    batchFailures: [] as ("500" | "429")[],
    /** retry-after (seconds) of a 429. */
    retryAfter: "1",
    /** Batch requests accepted per second (0: no limit); more get 429 as Resend's limit does. */
    ratePerSecond: 0,
    /** The next this-many new batches are sent but never answered (a crash after the provider took them). */
    swallow: 0,
  };
  const delivered: ReceivedMail[] = []; // accepted and "sent" (one per idempotency key)
  const requests: ReceivedMail[] = []; // every mail of every POST that reached the server
  const batches: { key: string | undefined; size: number; status: number }[] = [];
  const ids = new Map<string, string>();
  const batchAnswers = new Map<string, { body: string; ids: string[] }>();
  const recent: number[] = [];
  const fail = (res: import("node:http").ServerResponse, status: number) => {
    res.writeHead(status, {
      "content-type": "application/json",
      ...(status === 429 ? { "retry-after": state.retryAfter } : {}),
    });
    res.end(
      JSON.stringify({ name: "application_error", message: `fake ${status}`, statusCode: status }),
    );
  };
  const server = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    const batch = req.url === "/emails/batch";
    if (req.method !== "POST" || (req.url !== "/emails" && !batch)) {
      return void res.writeHead(404).end();
    }
    if (req.headers.authorization !== "Bearer re_test_key") {
      return void res
        .writeHead(401, { "content-type": "application/json" })
        .end('{"name":"missing_api_key","message":"Missing API key","statusCode":401}');
    }
    const key = req.headers["idempotency-key"] as string | undefined;
    if (batch) {
      const mails = (JSON.parse(body) as Omit<ReceivedMail, "key">[]).map((m) => ({ ...m, key }));
      requests.push(...mails);
      const record = (status: number) => batches.push({ key, size: mails.length, status });
      const forced = state.batchFailures.shift();
      if (forced) return void (record(Number(forced)), fail(res, Number(forced)));
      if (state.mode === "hang") return;
      if (state.mode === "drop") return void req.socket.destroy();
      const mode = { "500": 500, "429": 429, "422": 422 }[state.mode as "500"];
      if (mode) return void (record(mode), fail(res, mode));
      if (state.ratePerSecond) {
        const now = Date.now();
        while (recent.length && recent[0]! <= now - 1000) recent.shift();
        if (recent.length >= state.ratePerSecond) return void (record(429), fail(res, 429));
        recent.push(now);
      }
      if (mails.length > 100) return void (record(422), fail(res, 422));
      if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
      const seen = key ? batchAnswers.get(key) : undefined;
      if (seen && seen.body !== body) return void (record(409), fail(res, 409));
      let answer = seen?.ids;
      if (!answer) {
        answer = mails.map(() => randomUUID());
        delivered.push(...mails);
        if (key) batchAnswers.set(key, { body, ids: answer });
        if (state.swallow > 0) return void (state.swallow--, record(0)); // sent, never answered
      }
      record(200);
      const data = answer.map((id) => ({ id }));
      return void res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ data }));
    }
    const mail = { ...(JSON.parse(body) as Omit<ReceivedMail, "key">), key };
    requests.push(mail);
    if (state.mode === "hang") return; // never answers; the client's timeout must fire
    if (state.mode === "drop") return void req.socket.destroy();
    const failing = { "500": 500, "429": 429, "422": 422 }[state.mode as "500"];
    if (failing) return void fail(res, failing);
    if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
    let id = mail.key ? ids.get(mail.key) : undefined;
    if (!id) {
      id = randomUUID();
      if (mail.key) ids.set(mail.key, id);
      delivered.push(mail);
    }
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    delivered,
    requests,
    batches,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
