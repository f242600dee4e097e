// The proof-of-work widget and the CSP: ALTCHA needs nothing beyond 'self' (every policy is as it
// was); with Turnstile configured only the booking and contact pages add Cloudflare's origin, to
// script-src and frame-src, and nothing else changes on them or anywhere else.
import { describe, expect, it } from "vitest";

import { pagePolicy, TURNSTILE_PAGES } from "@/lib/security/csp";

const manifest = {
  pages: { "/contact": ["sha256-C="], "/book-service": ["sha256-B="], "/services": ["sha256-S="] },
  shell: ["sha256-SHELL="],
};
const CF = "https://challenges.cloudflare.com";
const withoutNonce = (value: string) => value.replace(/'nonce-[^']+'/, "'nonce'");

describe("the CSP and the proof-of-work widget", () => {
  it("ALTCHA (the default): no page mentions anything new, nor blob:, data: or eval for scripts", () => {
    for (const page of ["/", "/contact", "/book-service", "/services", "/blogs/a-post"]) {
      const { value } = pagePolicy(page, manifest);
      expect(value).not.toContain(CF);
      expect(value).not.toMatch(/worker-src|frame-src|unsafe-eval/);
      const script = value.split("; ").find((d) => d.startsWith("script-src "))!;
      expect(script).not.toMatch(/blob:|data:|\*/);
    }
  });

  it("Turnstile: the form pages add exactly Cloudflare's script and frame source", () => {
    expect(TURNSTILE_PAGES).toEqual(["/contact", "/book-service"]);
    for (const page of TURNSTILE_PAGES) {
      const off = pagePolicy(page, manifest, false).value;
      const on = pagePolicy(`${page}/`, manifest, true).value;
      expect(on).toBe(`${off} ${CF}; frame-src ${CF}`);
      expect(on).toMatch(new RegExp(`script-src 'self' 'sha256-[BC]=' ${CF}; frame-src ${CF}$`));
    }
  });

  it("Turnstile: every other page's policy is byte for byte the one without it", () => {
    for (const page of ["/", "/services", "/blogs/a-post", "/contact-us", "/admin/leads"]) {
      const off = withoutNonce(pagePolicy(page, manifest, false).value);
      expect(withoutNonce(pagePolicy(page, manifest, true).value)).toBe(off);
    }
  });
});
