/**
 * Names of the anti-bot fields every lead form sends. A module of its own, without zod: the footer
 * newsletter form on every page imports it, and the schemas' zod must not ride along.
 */
export const BOT_FIELDS = { honeypot: "website", startedAt: "startedAt" } as const;
