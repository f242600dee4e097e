// A loopback stand-in for Supabase Auth (GoTrue): the endpoints supabase-js calls for password
// sign-in, session checks and sign-out, with real HS256 access tokens and a switch to fail.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { jwtVerify, SignJWT } from "jose";

export type GoTrueUser = {
  email: string;
  password: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
};

const secret = new TextEncoder().encode("gotrue-test-jwt-secret-0123456789abcdef");

export async function startGoTrue(users: GoTrueUser[]) {
  const accounts = users.map((u) => ({ ...u, id: randomUUID() }));
  const calls: string[] = [];
  const state = { failing: false };
  const refreshTokens = new Map<string, string>();

  const userJson = (a: (typeof accounts)[number]) => ({
    id: a.id,
    aud: "authenticated",
    role: "authenticated",
    email: a.email,
    app_metadata: { provider: "email", ...a.app_metadata },
    user_metadata: a.user_metadata ?? {},
    created_at: "2025-08-30T00:00:00Z",
  });
  const session = async (a: (typeof accounts)[number]) => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const access_token = await new SignJWT({ email: a.email, role: "authenticated" })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(a.id)
      .setAudience("authenticated")
      .setExpirationTime(exp)
      .sign(secret);
    const refresh_token = randomUUID();
    refreshTokens.set(refresh_token, a.id);
    return {
      access_token,
      token_type: "bearer",
      expires_in: 3600,
      expires_at: exp,
      refresh_token,
      user: userJson(a),
    };
  };
  const send = (res: ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(body === undefined ? "" : JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, code: string, msg: string) =>
    send(res, status, { code: status, error_code: code, msg });
  const readJson = async (req: IncomingMessage) => {
    let text = "";
    for await (const chunk of req) text += chunk;
    return JSON.parse(text || "{}") as Record<string, string>;
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    calls.push(`${req.method} ${url.pathname}${url.search}`);
    if (!req.headers.apikey) return error(res, 401, "no_api_key", "No API key found in request");
    if (state.failing) return error(res, 503, "unexpected_failure", "Service unavailable");
    if (req.method === "POST" && url.pathname === "/auth/v1/token") {
      const body = await readJson(req);
      const grant = url.searchParams.get("grant_type");
      const account =
        grant === "password"
          ? accounts.find(
              (a) => a.email === body.email?.toLowerCase() && a.password === body.password,
            )
          : accounts.find((a) => a.id === refreshTokens.get(body.refresh_token ?? ""));
      if (!account) return error(res, 400, "invalid_credentials", "Invalid login credentials");
      return send(res, 200, await session(account));
    }
    if (req.method === "GET" && url.pathname === "/auth/v1/user") {
      const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
      const sub = await jwtVerify(token, secret).then(
        (r) => r.payload.sub,
        () => undefined,
      );
      const account = accounts.find((a) => a.id === sub);
      if (!account)
        return error(res, 403, "bad_jwt", "invalid JWT: unable to parse or verify signature");
      return send(res, 200, userJson(account));
    }
    if (req.method === "POST" && url.pathname === "/auth/v1/logout") return send(res, 204);
    return error(res, 404, "not_found", "Not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
