// Loaded by proof-of-work.tsx after first paint (never part of a page's first-load JavaScript).
// altcha's external build: no worker or stylesheet inlined as blob:/data: URLs, which the CSP
// refuses; both come from this site (public/altcha/, copies of the installed package's files that
// tests/unit/altcha-assets.test.ts keeps equal to it).
import "altcha/external";
import type { AltchaWidgetElement } from "altcha/types/generic";

import { PROOF_FIELD } from "@/lib/spam/proof-types";
import type { MountedProof } from "./proof-widget-types";

// The one algorithm the server issues (lib/spam/altcha.ts).
const ALGORITHM = "PBKDF2/SHA-256";
const STYLESHEET = "/altcha/altcha.css";

function addStylesheet() {
  if (document.querySelector(`link[href="${STYLESHEET}"]`)) return;
  const link = Object.assign(document.createElement("link"), {
    rel: "stylesheet",
    href: STYLESHEET,
  });
  document.head.append(link);
}

/** Puts an ALTCHA widget into `host`; it solves when the form is first focused (or at once if it is). */
export async function mountAltcha(host: HTMLElement, form: HTMLFormElement): Promise<MountedProof> {
  addStylesheet();
  globalThis.$altcha.algorithms.set(ALGORITHM, () => new Worker("/altcha/pbkdf2.js"));
  const widget = document.createElement("altcha-widget") as AltchaWidgetElement;
  widget.setAttribute("challenge", "/api/proof/challenge");
  widget.setAttribute("name", PROOF_FIELD);
  widget.setAttribute("auto", "onfocus");
  widget.setAttribute(
    "configuration",
    // No pointer/scroll collection (privacy); no artificial delay; no third-party link.
    JSON.stringify({ humanInteractionSignature: false, minDuration: 0, hideFooter: true }),
  );
  const loaded = new Promise((resolve) => widget.addEventListener("load", resolve, { once: true }));
  host.append(widget);
  await loaded;

  // A widget taken out of the page (the form unmounted) loses its methods: it counts as settled.
  let stopped = false;
  const alive = () => !stopped && widget.isConnected && typeof widget.getState === "function";
  const state = () => (alive() ? widget.getState() : "error");
  const proof = () =>
    new Promise<void>((resolve) => {
      if (state() === "verified") return resolve();
      const settle = () => {
        if (state() !== "verified" && state() !== "error") return;
        widget.removeEventListener("statechange", settle);
        resolve();
      };
      widget.addEventListener("statechange", settle);
      if (state() === "error" && !alive()) return resolve();
      if (state() !== "verifying") void widget.verify();
    });
  // A proof that expired while the visitor was still typing is renewed at once.
  const renew = () => {
    if (alive() && form.contains(document.activeElement)) void proof();
  };
  widget.addEventListener("expired", renew);
  // The form was focused before the widget arrived: its focus event is gone, so solve now.
  if (form.contains(document.activeElement)) void proof();
  return {
    hasProof: () => state() === "verified",
    proof,
    renew: () => {
      if (!alive()) return;
      widget.reset();
      void proof();
    },
    stop: () => {
      stopped = true;
      widget.removeEventListener("expired", renew);
      widget.remove();
    },
  };
}
