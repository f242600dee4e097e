import { base64url, SignJWT } from "jose";

import { STAFF } from "./staff-env";

const COOKIE = "agency_staff_session";
const sign = (secret: string, exp: number | string = "1h", email: string = STAFF.email) =>
  new SignJWT({ email })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject("local-admin")
    .setIssuer("agency-site")
    .setAudience("staff")
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));

/** A valid session, built the way lib/auth does (its own module is tested through the action). */
export async function validCookie() {
  return { [COOKIE]: await sign(STAFF.sessionSecret) };
}

/** Every way a session cookie can be wrong, each of which must read as signed out. */
export async function badCookies(): Promise<Record<string, Record<string, string>>> {
  const valid = await sign(STAFF.sessionSecret);
  const [header, , signature] = valid.split(".");
  const payload = base64url.encode(
    JSON.stringify({
      sub: "local-admin",
      email: STAFF.email,
      iss: "agency-site",
      aud: "staff",
      exp: 4102444800,
    }),
  );
  const none = base64url.encode(JSON.stringify({ alg: "none", typ: "JWT" }));
  return {
    "no cookie": {},
    "forged (other secret)": { [COOKIE]: await sign("another-secret-another-secret-another!!") },
    "expired session": {
      [COOKIE]: await sign(STAFF.sessionSecret, Math.floor(Date.now() / 1000) - 60),
    },
    "tampered payload": { [COOKIE]: `${header}.${payload}.${signature}` },
    "alg none": { [COOKIE]: `${none}.${payload}.` },
    "other account": { [COOKIE]: await sign(STAFF.sessionSecret, "1h", "someone@agency.example") },
    garbage: { [COOKIE]: "not-a-token" },
  };
}
