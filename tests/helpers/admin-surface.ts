// The staff entry points as the file tree has them: admin pages and layouts, the exports of every
// "use server" module, the API route handlers; minus those public on purpose. Read by the gate
// tests (staff-gate: strangers; permission-matrix: every role).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { isValidElement, type ReactElement } from "react";

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
const files = (dir: string) => walk(dir).map((f) => f.split(path.sep).join("/"));

// Public on purpose: the login page and the layout around it; the sign-in/out actions; the visitor
// forms and newsletter links; the 404 log.
const PUBLIC_PAGES = [
  "app/admin/layout.tsx",
  "app/admin/login/page.tsx",
  "app/admin/login/code/page.tsx", // the sign-in's two-factor step: it needs the password's ticket
  // A forgotten password, and the pages an e-mailed link opens (each checks its own link).
  "app/admin/forgot/page.tsx",
  "app/admin/welcome/[token]/page.tsx",
  "app/admin/reset/[token]/page.tsx",
];
const PUBLIC_ACTIONS = [
  "signIn",
  "signOut",
  "signInWithCode", // the two-factor step: refused without the ticket a right password leaves
  "sendPasswordReset", // answers the same for every address (staff-accounts.pooler.test.ts)
  "acceptStaffInvitation", // needs the invitation's link
  "resetStaffPassword", // needs the reset mail's link
  "submitBooking",
  "submitContact",
  "subscribeNewsletter",
  "confirmSubscription",
  "applyForJob", // a visitor's application for an open role (a lead, like the contact form)
  // A booked call's cancel/reschedule: refused without the signed link from its mail.
  "cancelBooking",
  "rescheduleBooking",
];
const PUBLIC_ROUTES = [
  "app/api/not-found/route.ts",
  "app/api/newsletter/unsubscribe/route.ts",
  "app/api/health/route.ts", // public by design: says only "ok" or "unreachable"
  "app/api/health/live/route.ts", // public by design: says only "ok"
  "app/api/blogs/latest/route.ts", // the three newest posts, as /blogs shows them to anyone
  "app/api/auth/staff/route.ts", // says only whether this visitor is staff (checked below)
  // A follow-up calendar feed: the token in its address is the credential (calendar apps send no
  // cookie); unknown, rotated or turned-off tokens get a 401 (follow-up-calendar.pooler.test.ts).
  "app/api/calendar/[token]/route.ts",
  // The lead forms' proof-of-work challenge: anyone filling a form needs one (no cookie, no data).
  "app/api/proof/challenge/route.ts",
  // The page-view beacon's endpoint: a 204 for anyone, it reads nothing back (docs/analytics.md).
  "app/api/visit/route.ts",
  // Cal.com's inbound webhook: the signature is the credential (no cookie); a wrong or missing
  // one, or no secret configured, is a 401 (tests/integration/calcom-webhook.test.ts).
  "app/api/webhooks/calcom/route.ts",
  // Resend's events: the Svix signature is the credential; unsigned or forged gets a 401
  // (resend-events.test.ts).
  "app/api/webhooks/resend/route.ts",
  // The booking picker's free slots: instants only, no settings, no cookie, no arguments.
  "app/api/booking/slots/route.ts",
];
/**
 * Handlers for schedulers only (`Authorization: Bearer $CRON_SECRET`): a staff session, of any
 * role, never opens them, so they need no rule in ROUTE_RULES. "METHOD file".
 */
export const SCHEDULER_ONLY = [
  "GET app/api/blogs/auto-fetch/route.ts",
  "GET app/api/cron/outbox/route.ts",
  "GET app/api/cron/publish/route.ts",
  "POST app/api/cron/publish/route.ts",
  "GET app/api/cron/audit-prune/route.ts",
  "POST app/api/cron/audit-prune/route.ts",
  "GET app/api/cron/follow-ups/route.ts",
  "POST app/api/cron/follow-ups/route.ts",
  "GET app/api/cron/lead-retention/route.ts",
  "POST app/api/cron/lead-retention/route.ts",
  "GET app/api/cron/spam-consent/route.ts",
  "POST app/api/cron/spam-consent/route.ts",
  "GET app/api/cron/analytics-rollup/route.ts",
  "POST app/api/cron/analytics-rollup/route.ts",
];
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

export const adminPages = files("app/admin").filter(
  (f) => /\/(page|layout)\.tsx$/.test(f) && !PUBLIC_PAGES.includes(f),
);
const actionModules = ["app", "lib", "components"]
  .flatMap(files)
  .filter((f) => /\.tsx?$/.test(f) && /^\s*["']use server["']/.test(readFileSync(f, "utf8")));
export const adminRoutes = files("app/api").filter(
  (f) => /\/route\.tsx?$/.test(f) && !PUBLIC_ROUTES.includes(f),
);

/** The address of a page or layout file, its [id] filled in by `idFor`. */
export const urlOf = (file: string, idFor: (file: string) => string) =>
  file
    .replace(/^app/, "")
    .replace(/\/\([^)]+\)/g, "")
    .replace(/\/(page|layout)\.tsx$/, "")
    .replace("[id]", idFor(file)) || "/";

export type Action = { name: string; fn: (...a: unknown[]) => Promise<unknown> };

/** Every exported function of every "use server" module, public ones left out. */
export async function actions(): Promise<Action[]> {
  const found: Action[] = [];
  for (const file of actionModules) {
    const mod = (await import(`@/${file}`)) as Record<string, unknown>;
    for (const [name, fn] of Object.entries(mod)) {
      if (typeof fn === "function" && !PUBLIC_ACTIONS.includes(name))
        found.push({ name, fn: fn as never });
    }
  }
  return found;
}

/** A route file's handlers, by method. */
export async function routeHandlers(file: string) {
  const mod = (await import(`@/${file}`)) as Record<string, (r: Request) => Promise<Response>>;
  return METHODS.filter((m) => m in mod).map((method) => ({ method, handler: mod[method]! }));
}

/** Runs a page or layout as far as its own async components (where requireStaff lives). */
async function render(node: unknown): Promise<void> {
  if (Array.isArray(node)) for (const child of node) await render(child);
  if (!isValidElement(node)) return;
  const { type, props } = node as ReactElement<{ children?: unknown }>;
  if (typeof type === "function" && type.constructor.name === "AsyncFunction") {
    return render(await (type as (p: unknown) => Promise<unknown>)(props));
  }
  await render(props.children);
}

export async function renderFile(
  file: string,
  id: string,
  searchParams: Record<string, string> = {},
): Promise<void> {
  const mod = (await import(`@/${file}`)) as { default: (p: unknown) => unknown };
  const props = {
    params: Promise.resolve({ id }),
    searchParams: Promise.resolve(searchParams),
    children: null,
  };
  await render(await mod.default(props));
}

/** The redirect an entry point threw (Next's digest: "NEXT_REDIRECT;type;url;status;"), or null. */
export async function redirectOf(run: () => Promise<unknown>): Promise<string | null> {
  const error = await run().then(
    () => null,
    (e: unknown) => e,
  );
  const digest = String((error as { digest?: string } | null)?.digest ?? "");
  if (digest.startsWith("NEXT_REDIRECT;")) return digest.split(";")[2]!;
  if (error) throw error;
  return null;
}
