import "server-only";

import { randomUUID } from "node:crypto";

/*
 * A form posted without JavaScript and refused is sent back to its page (a redirect) with a
 * token, and that page shows the answer: the values typed and the messages. React would hand the
 * action's answer to the form itself (useActionState), but Next 16 answers a post to a page with a
 * pre-rendered shell (every staff page) with the resumed part only: no stylesheet, nothing a
 * browser without scripts can show. Kept in this process for a minute, read by token: behind a
 * load balancer the page may be served by another instance, which then shows the empty form with
 * a note to try again.
 */
const TTL_MS = 60_000;
const MAX_KEPT = 200;
const kept = new Map<string, { form: string; answer: unknown; until: number }>();

/** Keeps `answer` for the page `form` is on; returns the token its address carries. */
export function keepRefusedPost(form: string, answer: unknown): string {
  const now = Date.now();
  for (const [token, entry] of kept) if (entry.until <= now) kept.delete(token);
  while (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  const token = randomUUID();
  kept.set(token, { form, answer, until: now + TTL_MS });
  return token;
}

/** The refused answer the page's `?refused=` names, if it is this form's and still kept. */
export function refusedPost<T extends { status: string; message?: string }>(
  form: string,
  token: unknown,
): T | undefined {
  if (typeof token !== "string" || token.length > 40) return undefined;
  const entry = kept.get(token);
  if (!entry) return { status: "error", message: EXPIRED } as T;
  if (entry.form !== form || entry.until <= Date.now()) return undefined;
  return entry.answer as T;
}

const EXPIRED = "The form could not be saved and what you typed was not kept. Please try again.";
