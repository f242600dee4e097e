import "server-only";

import { env, siteUrl } from "@/lib/env";
import { cspManifest, type CspManifest } from "./csp-manifest";
import { themeScript } from "@/lib/theme-choice";
import { commonDirectives, inlineScriptHashes, scriptPolicy } from "./policy.mjs";

export interface PagePolicy {
  /** The Content-Security-Policy header value. */
  value: string;
  /** Set when the page is rendered per request: Next stamps it on every script it streams. */
  nonce?: string;
}

const dev = env.NODE_ENV === "development";

// Everything but script-src is the same on every page, cached ones included (lib/security/policy.mjs).
const common = commonDirectives({
  siteUrl,
  heroVideoUrl: env.NEXT_PUBLIC_HERO_VIDEO_URL,
  supabaseUrl: env.NEXT_PUBLIC_SUPABASE_URL,
});

const join = (sources: string[]) => scriptPolicy(common, sources);
const quote = (hash: string) => `'${hash}'`;

// The one inline script of the site's own (components/layout/theme-script.tsx): it carries no
// nonce, so pages rendered per request allow it by hash, as the pre-rendered and cached ones do.
const themeScriptHashes = inlineScriptHashes(`<script>${themeScript}</script>`);

interface Compiled {
  /** The whole header of each page pre-rendered whole. */
  static: Map<string, string>;
  /** script-src sources every nonce page adds after its nonce. */
  nonceExtras: string;
}

// The proxy asks for a policy on every page request; only the nonce differs between two of them,
// so everything else is built once per manifest (which is itself read once per process).
const compiledCache = new WeakMap<CspManifest, Compiled>();
function compile(manifest: CspManifest): Compiled {
  let compiled = compiledCache.get(manifest);
  if (!compiled) {
    // A path that turns out not to exist is answered with the static 404 page: allow its scripts.
    const extra = new Set(
      [...themeScriptHashes, ...manifest.shell, ...(manifest.pages["/_not-found"] ?? [])].map(
        quote,
      ),
    );
    if (dev) extra.add("'unsafe-eval'"); // React's dev tooling only; never in a build
    compiled = {
      static: new Map(
        Object.entries(manifest.pages).map(([page, hashes]) => [
          page,
          join(["'self'", ...hashes.map(quote)]),
        ]),
      ),
      nonceExtras: [...extra].join(" "),
    };
    compiledCache.set(manifest, compiled);
  }
  return compiled;
}

/**
 * The policy for one HTML page. Pages pre-rendered whole at build keep their static cache and get
 * their inline scripts' hashes; every other page (Cache Components shells with per-request parts,
 * /admin, posts) gets a fresh nonce. Neither allows 'unsafe-inline' scripts; see docs/security.md.
 */
export function pagePolicy(
  pathname: string,
  manifest: CspManifest = cspManifest(),
  turnstile = turnstileOn,
): PagePolicy {
  const { static: pages, nonceExtras } = compile(manifest);
  const path = normalize(pathname);
  const extra = turnstile && TURNSTILE_PAGES.includes(path) ? turnstileSources : "";
  const value = pages.get(path);
  if (value) return { value: value + extra };
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString("base64");
  return {
    value: join(["'self'", `'nonce-${nonce}'`, nonceExtras].filter(Boolean)) + extra,
    nonce,
  };
}

/**
 * With Cloudflare Turnstile configured (lib/spam/proof.ts), the booking and contact pages, and no
 * other, may load its script and frame (Cloudflare's documented CSP: script-src and frame-src
 * https://challenges.cloudflare.com). script-src ends the policy, so the origin is appended to it.
 * The footer's newsletter form keeps the self-hosted ALTCHA, which needs nothing beyond 'self'.
 */
export const TURNSTILE_PAGES = ["/contact", "/book-service"];
const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";
const turnstileSources = ` ${TURNSTILE_ORIGIN}; frame-src ${TURNSTILE_ORIGIN}`;
const turnstileOn = Boolean(env.TURNSTILE_SECRET_KEY && env.NEXT_PUBLIC_TURNSTILE_SITE_KEY);

/** For a static page sent by the proxy itself (the 404 pages of unknown posts and services). */
export function staticPagePolicy(
  pathname: string,
  manifest: CspManifest = cspManifest(),
): string | undefined {
  return compile(manifest).static.get(pathname);
}

const normalize = (pathname: string) =>
  pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
