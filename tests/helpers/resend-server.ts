// A loopback stand-in for Resend's `POST /emails`: records every mail, dedupes by Idempotency-Key
// as Resend does, and can be told to answer 200, 500, 429 or 422, to hang, or to drop the connection.
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
  const state = { mode: "ok" as ResendMode, delayMs: 0 };
  const delivered: ReceivedMail[] = []; // accepted and "sent" (one per idempotency key)
  const requests: ReceivedMail[] = []; // every POST that reached the server
  const ids = new Map<string, string>();
  const server = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    if (req.method !== "POST" || req.url !== "/emails") return void res.writeHead(404).end();
    if (req.headers.authorization !== "Bearer re_test_key") {
      return void res
        .writeHead(401, { "content-type": "application/json" })
        .end('{"name":"missing_api_key","message":"Missing API key","statusCode":401}');
    }
    const mail = {
      ...(JSON.parse(body) as Omit<ReceivedMail, "key">),
      key: req.headers["idempotency-key"] as string | undefined,
    };
    requests.push(mail);
    if (state.mode === "hang") return; // never answers; the client's timeout must fire
    if (state.mode === "drop") return void req.socket.destroy();
    const fail = { "500": 500, "429": 429, "422": 422 }[state.mode as "500"];
    if (fail) {
      res.writeHead(fail, { "content-type": "application/json" });
      return void res.end(
        JSON.stringify({ name: "application_error", message: `fake ${fail}`, statusCode: fail }),
      );
    }
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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
