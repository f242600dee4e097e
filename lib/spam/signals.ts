import "server-only";

import { disposableEmailBlocklistSet } from "disposable-email-domains-js";

import { BOT_FIELDS } from "@/lib/leads/bot-field-names";

const DAY_MS = 24 * 3600 * 1000;
// A little slack for a visitor's clock being ahead of the server's.
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/** The hidden field people never see or reach has a value. */
export function honeypotHit(formData: FormData): boolean {
  const value = formData.get(BOT_FIELDS.honeypot);
  return typeof value === "string" && value.trim() !== "";
}

/**
 * The client sends `startedAt` itself, so it proves nothing; it only counts when it is
 * impossible: in the future, or more than a day ago. A missing one (no JavaScript ran) and a
 * fast one are not spam by themselves: the proof-of-work decides for the forms that carry one,
 * and only a form without (`speedCounts`) still treats a too-fast fill as a sign.
 */
export function impossibleTiming(
  formData: FormData,
  { now = Date.now(), minFillMs = 0, speedCounts = false } = {},
): boolean {
  const raw = formData.get(BOT_FIELDS.startedAt);
  if (raw === null || raw === "") return false;
  // A file where a number was due is no browser's doing.
  if (typeof raw !== "string") return true;
  const started = Number(raw);
  if (!Number.isFinite(started) || started <= 0) return true;
  const elapsed = now - started;
  if (elapsed < -CLOCK_SKEW_MS || elapsed > DAY_MS) return true;
  return speedCounts && elapsed < minFillMs;
}

// Built once: the package's own lookup builds a new Set of ~5,000 domains on every call.
let disposable: Set<string> | undefined;

/** The domain and each parent under its top level: "a.b.mailinator.com" → b.mailinator.com, … */
function domainsOf(email: string): string[] {
  const domain = email
    .slice(email.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, "");
  const labels = domain.split(".");
  return labels.slice(0, -1).map((_, i) => labels.slice(i).join("."));
}

/** Whether the address is at a staff-blocked domain (or under one), or a disposable one. */
export function addressReason(
  email: string,
  blockedDomains: readonly string[],
): "blocked-domain" | "disposable-address" | null {
  const domains = domainsOf(email);
  const blocked = new Set(blockedDomains.map((d) => d.toLowerCase()));
  if (domains.some((d) => blocked.has(d))) return "blocked-domain";
  disposable ??= disposableEmailBlocklistSet();
  return domains.some((d) => disposable!.has(d)) ? "disposable-address" : null;
}

/**
 * The network a client address belongs to, for the per-network limits: an IPv4 /24 or an IPv6
 * /64 (one subscriber's usual allocation), so rotating addresses inside one does not help.
 */
export function networkOf(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (!ip.includes(":")) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
