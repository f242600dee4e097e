import "server-only";

import { cookies, headers } from "next/headers";

import { requestProtocol } from "@/lib/request-ip";
import { credentialOf } from "./session-token";
import { readLink, signLink } from "./signed-link";
import type { StaffMember } from "./staff-members";

/*
 * Between a right password and the code: no session yet, only this ticket. A signed token (the
 * session secret, its own audience) in an HttpOnly cookie for the code step's path, valid
 * TICKET_SECONDS, naming the account and the password it was earned with (fingerprint and
 * version): a password changed meanwhile voids it, and it opens nothing but the code step.
 */
const TICKET_COOKIE = "agency_staff_two_factor";
export const CODE_STEP_PATH = "/admin/login/code";
const AUDIENCE = "staff-two-factor";
const TICKET_SECONDS = 5 * 60;

export type Ticket = { staffId: string; email: string; credential: string; version: number };

const cookieOptions = async () => ({
  httpOnly: true,
  sameSite: "lax" as const,
  secure: requestProtocol(await headers()) === "https",
  path: CODE_STEP_PATH,
});

export async function issueTicket(member: StaffMember): Promise<void> {
  const token = await signLink({
    audience: AUDIENCE,
    subject: member.id,
    claims: {
      email: member.email,
      pwd: credentialOf(member.passwordHash ?? ""),
      ver: String(member.passwordVersion),
    },
    seconds: TICKET_SECONDS,
  });
  (await cookies()).set(TICKET_COOKIE, token, {
    ...(await cookieOptions()),
    maxAge: TICKET_SECONDS,
  });
}

/** The ticket this browser holds, or null for none, an expired, forged or altered one. */
export async function readTicket(): Promise<Ticket | null> {
  const payload = await readLink(AUDIENCE, (await cookies()).get(TICKET_COOKIE)?.value);
  if (!payload) return null;
  const { sub, email, pwd, ver } = payload;
  if (typeof sub !== "string" || typeof email !== "string" || typeof pwd !== "string") return null;
  if (typeof ver !== "string" || !/^\d+$/.test(ver)) return null;
  return { staffId: sub, email, credential: pwd, version: Number(ver) };
}

/** Whether the ticket still matches the account as it is now (same password, same version). */
export const ticketFits = (ticket: Ticket, member: StaffMember | null): member is StaffMember =>
  member !== null &&
  member.id === ticket.staffId &&
  member.status === "active" &&
  member.twoFactor &&
  Boolean(member.passwordHash) &&
  credentialOf(member.passwordHash!) === ticket.credential &&
  member.passwordVersion === ticket.version;

export async function dropTicket(): Promise<void> {
  const jar = await cookies();
  if (jar.has(TICKET_COOKIE)) jar.delete({ name: TICKET_COOKIE, ...(await cookieOptions()) });
}
