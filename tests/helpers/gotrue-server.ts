// A loopback stand-in for Supabase Auth (GoTrue) speaking what supabase-js 2.109 calls for
// password sign-in, session checks, refresh and sign-out. Modelled on supabase/auth: HS256 access
// tokens naming a server-side session (sign-out revokes it), rotating refresh tokens, the API-key
// gateway, and errors in the 2024-01-01 shape {code, message} with X-Supabase-Api-Version echoed
// (supabase-js always asks for it), else the legacy {code: status, error_code, msg}.
// `state.failing` answers 503 to every call, or to those whose "METHOD /path?query" it matches.
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
type GoTrueCall = {
  method: string;
  /** Pathname and query, e.g. "/auth/v1/token?grant_type=password". */
  path: string;
  apikey?: string;
  authorization?: string;
  apiVersion?: string;
  body?: Record<string, unknown>;
};
type Account = GoTrueUser & { id: string };
type Session = { id: string; userId: string; refreshToken: string };

const VERSION = "2024-01-01";
const AT = "2025-08-30T00:00:00Z";
const USER_FIXED = { aud: "authenticated", role: "authenticated", phone: "", identities: [] };
const STAMPS = { email_confirmed_at: AT, created_at: AT, updated_at: AT, is_anonymous: false };
const ERRORS = {
  invalid_credentials: [400, "Invalid login credentials"],
  refresh_token_not_found: [400, "Invalid Refresh Token: Refresh Token Not Found"],
  no_authorization: [401, "This endpoint requires a valid Bearer token"],
  bad_jwt: [403, "invalid JWT: unable to parse or verify signature"],
  session_not_found: [403, "Session from session_id claim in JWT does not exist"],
  user_not_found: [403, "User from sub claim in JWT does not exist"],
  not_found: [404, "Not found"],
} as const;
class Refusal extends Error {
  constructor(readonly code: keyof typeof ERRORS) {
    super(code);
  }
}

export async function startGoTrue(users: GoTrueUser[], opts: { apiKey: string }) {
  const accounts: Account[] = users.map((u) => ({ ...u, id: randomUUID() }));
  const sessions = new Map<string, Session>();
  const calls: GoTrueCall[] = [];
  const state = { failing: false as boolean | RegExp };
  // GoTrue's JWT secret, known to no one else: a token signed with any other key is forged.
  const secret = new TextEncoder().encode(`gotrue-test-${randomUUID()}`);
  let issuer = "";

  const userJson = (a: Account) => ({
    id: a.id,
    ...USER_FIXED,
    ...STAMPS,
    email: a.email,
    app_metadata: { provider: "email", providers: ["email"], ...a.app_metadata },
    user_metadata: a.user_metadata ?? {},
  });
  /** The token endpoint's answer (rotating the refresh token); a negative ttl: already expired. */
  const issue = async (account: Account, session: Session, ttl = 3600) => {
    const now = Math.floor(Date.now() / 1000);
    const user = userJson(account);
    session.refreshToken = randomUUID().replaceAll("-", "").slice(0, 12);
    const claims = { email: user.email, role: user.role, aal: "aal1", session_id: session.id };
    const access_token = await new SignJWT({ ...claims, app_metadata: user.app_metadata })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuer(issuer)
      .setSubject(account.id)
      .setAudience("authenticated")
      .setIssuedAt(now)
      .setExpirationTime(now + ttl)
      .sign(secret);
    const tokens = { access_token, token_type: "bearer", refresh_token: session.refreshToken };
    return { ...tokens, expires_in: ttl, expires_at: now + ttl, user };
  };
  const startSession = (account: Account) => {
    const session = { id: randomUUID(), userId: account.id, refreshToken: "" };
    sessions.set(session.id, session);
    return session;
  };
  /** GoTrue's requireAuthentication: a Bearer JWT it signed, naming a live session and user. */
  const authenticate = async (req: IncomingMessage) => {
    const token = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? "")?.[1];
    if (!token) throw new Refusal("no_authorization");
    const verified = await jwtVerify(token, secret, { audience: "authenticated" }).catch(() => {
      throw new Refusal("bad_jwt");
    });
    const session = sessions.get(String(verified.payload.session_id));
    if (!session) throw new Refusal("session_not_found");
    const account = accounts.find((a) => a.id === verified.payload.sub);
    if (!account) throw new Refusal("user_not_found");
    return { account, session };
  };

  async function handle(req: IncomingMessage, url: URL, body: Record<string, unknown>) {
    const route = `${req.method} ${url.pathname}`;
    const grant = url.searchParams.get("grant_type");
    if (route === "POST /auth/v1/token" && grant === "password") {
      const email = String(body.email ?? "").toLowerCase();
      const account = accounts.find((a) => a.email === email && a.password === body.password);
      if (!account) throw new Refusal("invalid_credentials");
      return issue(account, startSession(account));
    }
    if (route === "POST /auth/v1/token" && grant === "refresh_token") {
      // Each refresh token works once (GoTrue's few seconds of reuse grace are not modelled).
      const session = [...sessions.values()].find((s) => s.refreshToken === body.refresh_token);
      const account = accounts.find((a) => a.id === session?.userId);
      if (!session || !account || !body.refresh_token) throw new Refusal("refresh_token_not_found");
      return issue(account, session);
    }
    if (route === "GET /auth/v1/user") return userJson((await authenticate(req)).account);
    if (route === "POST /auth/v1/logout") {
      const { account, session: current } = await authenticate(req);
      const scope = url.searchParams.get("scope") ?? "global";
      for (const s of [...sessions.values()]) {
        const mine = s.userId === account.id;
        const others = mine && s !== current;
        if (scope === "local" ? s === current : scope === "others" ? others : mine) {
          sessions.delete(s.id);
        }
      }
      return undefined;
    }
    throw new Refusal("not_found");
  }

  const send = (res: ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, body === undefined ? {} : { "content-type": "application/json" });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const header = (name: string) => req.headers[name] as string | undefined;
    const call: GoTrueCall = {
      method: req.method ?? "",
      path: `${url.pathname}${url.search}`,
      apikey: header("apikey"),
      authorization: header("authorization"),
      apiVersion: header("x-supabase-api-version"),
    };
    calls.push(call);
    let text = "";
    for await (const chunk of req) text += chunk;
    // The API gateway in front of GoTrue: no key, or another project's, stops here.
    if (!call.apikey) return send(res, 401, { message: "No API key found in request" });
    if (call.apikey !== opts.apiKey) return send(res, 401, { message: "Invalid API key" });
    const { failing } = state;
    if (failing === true || (failing && failing.test(`${call.method} ${call.path}`))) {
      return send(res, 503, { message: "upstream connect error or disconnect/reset" });
    }
    const versioned = call.apiVersion === VERSION;
    if (versioned) res.setHeader("X-Supabase-Api-Version", VERSION);
    try {
      if (text) call.body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return send(res, 400, { code: "bad_json", message: "Could not parse request body as JSON" });
    }
    try {
      const result = await handle(req, url, call.body ?? {});
      send(res, result === undefined ? 204 : 200, result);
    } catch (error) {
      if (!(error instanceof Refusal)) return send(res, 500, { message: String(error) });
      const [status, msg] = ERRORS[error.code];
      const legacy = { code: status, error_code: error.code, msg };
      send(res, status, versioned ? { code: error.code, message: msg } : legacy);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  issuer = `${url}/auth/v1`;

  return {
    url,
    calls,
    state,
    /** The stored accounts (with ids): a test may edit app_metadata as a Supabase admin would. */
    accounts,
    /** Live server-side sessions by id: sign-out deletes them. */
    sessions,
    /** A fresh session as the token endpoint would answer, to build cookies without signing in. */
    async sessionFor(email: string, ttl?: number) {
      const account = accounts.find((a) => a.email === email);
      if (!account) throw new Error(`no GoTrue user ${email}`);
      return issue(account, startSession(account), ttl);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
