// The production server decides the staff cookie's Secure flag from how the visitor connected,
// not from the site URL it was built with (http://localhost here): over plain HTTP a cookie a
// browser keeps (no Secure), over HTTPS as the trusted proxy reports it `__Host-` and Secure.
import { afterAll, beforeAll, expect, it } from "vitest";

import { signInSetCookie, signOutSetCookies } from "./forms";
import { startSite, type Site } from "./harness";

let site: Site;
// The harness's account; TRUST_PROXY=true there stands for nginx in front.
const staff = ["faults@agency.example", "faults password 2025"] as const;
const https = { "x-forwarded-proto": "https" };

beforeAll(async () => {
  site = await startSite({});
});
afterAll(() => site?.stop());

/** GET /admin with a cookie: 200 for staff, a redirect to the sign-in otherwise. */
const admin = async (cookie: string, headers: Record<string, string> = {}) =>
  (await fetch(`${site.base}/admin`, { headers: { cookie, ...headers }, redirect: "manual" }))
    .status;

it("over plain HTTP on localhost: no Secure, no __Host- prefix, and the session works", async () => {
  const line = await signInSetCookie(site.base, ...staff);
  expect(line).toMatch(/^agency_staff_session=[^;]+;/);
  expect(line).toMatch(/;\s*HttpOnly/i);
  expect(line).not.toMatch(/;\s*Secure/i);
  expect(await admin(line!.split(";")[0]!)).toBe(200);
});

it("over HTTPS through the trusted proxy: __Host-, Secure, Path=/, no Domain; signed out for good", async () => {
  const line = await signInSetCookie(site.base, ...staff, https);
  expect(line).toMatch(/^__Host-agency_staff_session=[^;]+;/);
  expect(line).toMatch(/;\s*Secure/i);
  expect(line).toMatch(/;\s*Path=\/(;|$)/i);
  expect(line).not.toMatch(/;\s*Domain=/i);
  const cookie = line!.split(";")[0]!;
  expect(await admin(cookie, https)).toBe(200);
  // The same request over plain HTTP is not that session (a browser would not even send it).
  expect(await admin(cookie)).toBe(307);

  const cleared = await signOutSetCookies(site.base, cookie, https);
  const expiry = cleared.find((c) => c.startsWith("__Host-agency_staff_session="));
  // A browser only lets a __Host- cookie be overwritten by one with Secure and Path=/.
  expect(expiry).toMatch(/^__Host-agency_staff_session=;/);
  expect(expiry).toMatch(/;\s*Secure/i);
  expect(expiry).toMatch(/;\s*Path=\/(;|$)/i);
  expect(await admin(cookie, https)).toBe(307);
});
