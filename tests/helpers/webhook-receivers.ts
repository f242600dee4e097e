// Loopback stand-ins for the two kinds of webhook receiver. A Slack incoming webhook: answers "ok",
// or 400 "invalid_payload" for a body without `text` (as Slack does), and can be told to fail the
// next N requests with a status (500 by default). A generic receiver: verifies every request with
// the `standardwebhooks` library and records whether it was valid. Both record what arrived.
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

import { Webhook } from "standardwebhooks";

type Control = {
  /** The next this many requests get `failStatus`. */
  failNext: number;
  /** Each distinct message (Slack: its body; generic: its webhook-id) fails this many times first. */
  failEach: number;
  failStatus: number;
  /** Every request gets this status (after the failures above); null: the receiver's own answer. */
  answer: number | null;
};

export type Received = { headers: IncomingHttpHeaders; body: string };
type SlackMessage = { text: string };
type Verified = { valid: boolean; id: string; type: string; body: string; error?: string };

async function serve(
  key: (received: Received) => string,
  handle: (received: Received) => { status: number; body: string },
) {
  const control: Control = { failNext: 0, failEach: 0, failStatus: 500, answer: null };
  const requests: Received[] = [];
  const failures = new Map<string, number>();
  const server = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    const received = { headers: req.headers, body };
    requests.push(received);
    const failed = failures.get(key(received)) ?? 0;
    if (control.failNext > 0 || failed < control.failEach) {
      if (control.failNext > 0) control.failNext--;
      else failures.set(key(received), failed + 1);
      return void res.writeHead(control.failStatus).end("fake failure");
    }
    if (control.answer) return void res.writeHead(control.answer).end("fake answer");
    const { status, body: out } = handle(received);
    res.writeHead(status, { "content-type": "text/plain" }).end(out);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    control,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function startSlackReceiver() {
  const messages: SlackMessage[] = [];
  const server = await serve(
    ({ body }) => body,
    ({ body }) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return { status: 400, body: "invalid_payload" };
      }
      const text = (parsed as { text?: unknown } | null)?.text;
      if (typeof text !== "string" || !text) return { status: 400, body: "invalid_payload" };
      messages.push({ text });
      return { status: 200, body: "ok" };
    },
  );
  return { ...server, messages };
}

export async function startStandardReceiver(initialSecret = "") {
  const state = { secret: initialSecret };
  const verified: Verified[] = [];
  const server = await serve(
    ({ headers }) => String(headers["webhook-id"]),
    ({ headers, body }) => {
      const id = String(headers["webhook-id"] ?? "");
      try {
        const event = new Webhook(state.secret).verify(body, headers as Record<string, string>) as {
          type: string;
        };
        verified.push({ valid: true, id, type: event.type, body });
        return { status: 204, body: "" };
      } catch (error) {
        verified.push({ valid: false, id, type: "", body, error: String(error) });
        return { status: 401, body: "bad signature" };
      }
    },
  );
  return { ...server, state, verified };
}
