// Loaded by proof-of-work.tsx instead of ALTCHA when NEXT_PUBLIC_TURNSTILE_SITE_KEY is built in:
// Cloudflare's script, on the booking and contact pages only (their CSP allows
// challenges.cloudflare.com there alone; docs/security.md).
import { PROOF_FIELD } from "@/lib/spam/proof-types";
import type { MountedProof } from "./proof-widget-types";

type Turnstile = {
  render(host: HTMLElement, options: Record<string, unknown>): string;
  reset(id: string): void;
  remove(id: string): void;
};
const SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

function loadScript(): Promise<Turnstile> {
  const ready = () => (window as { turnstile?: Turnstile }).turnstile;
  const existing = ready();
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = Object.assign(document.createElement("script"), { src: SCRIPT, async: true });
    script.addEventListener("load", () =>
      ready() ? resolve(ready()!) : reject(new Error("no turnstile")),
    );
    script.addEventListener("error", reject);
    document.head.append(script);
  });
}

/** Renders Turnstile into `host`; its token is posted as PROOF_FIELD. */
export async function mountTurnstile(host: HTMLElement, siteKey: string): Promise<MountedProof> {
  const turnstile = await loadScript();
  let token = "";
  let waiting: (() => void)[] = [];
  const settle = () => {
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  const id = turnstile.render(host, {
    sitekey: siteKey,
    "response-field-name": PROOF_FIELD,
    appearance: "interaction-only",
    callback: (value: string) => {
      token = value;
      settle();
    },
    "error-callback": settle,
    "expired-callback": () => {
      token = "";
      turnstile.reset(id);
    },
  });
  return {
    hasProof: () => token !== "",
    proof: () => (token ? Promise.resolve() : new Promise<void>((r) => waiting.push(r))),
    renew: () => {
      token = "";
      turnstile.reset(id);
    },
    stop: () => turnstile.remove(id),
  };
}
