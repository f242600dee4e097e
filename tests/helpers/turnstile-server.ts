// A loopback stand-in for Cloudflare Turnstile's siteverify (POST, form-encoded secret + response):
// answers tokens it issued as valid for `hostname`, others as invalid, a token checked twice as
// "timeout-or-duplicate" (as Cloudflare does, unless `dedupe` is off), and can be told to answer
// 500, to hang, or to drop the connection.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

type TurnstileMode = "ok" | "500" | "hang" | "drop";
export const TURNSTILE_SECRET = "0x4AAAAAAAtest-secret";

export async function startTurnstile() {
  const state = { mode: "ok" as TurnstileMode, hostname: "localhost", dedupe: true };
  const issued = new Set<string>();
  const checked = new Set<string>();
  const requests: Record<string, string>[] = [];
  const server = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    const form = Object.fromEntries(new URLSearchParams(body));
    requests.push(form);
    if (state.mode === "hang") return;
    if (state.mode === "drop") return void req.socket.destroy();
    if (state.mode === "500") return void res.writeHead(500).end("internal error");
    const token = form.response ?? "";
    const codes =
      form.secret !== TURNSTILE_SECRET
        ? ["invalid-input-secret"]
        : !issued.has(token)
          ? ["invalid-input-response"]
          : state.dedupe && checked.has(token)
            ? ["timeout-or-duplicate"]
            : [];
    checked.add(token);
    const answer = codes.length
      ? { success: false, "error-codes": codes }
      : { success: true, "error-codes": [], hostname: state.hostname, action: "", cdata: "" };
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`,
    state,
    requests,
    /** A token as the widget would have it from Cloudflare. */
    issue: () => {
      const token = `0.${randomBytes(24).toString("base64url")}`;
      issued.add(token);
      return token;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
