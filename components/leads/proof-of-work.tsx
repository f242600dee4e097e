"use client";

import { useEffect, useRef } from "react";

import { publicEnv } from "@/lib/public-env";

import type { MountedProof } from "./proof-widget-types";

const turnstileKey = publicEnv.turnstileSiteKey;
/** How long a submit waits for a proof still being solved; after that it goes without one (held). */
const WAIT_MS = 15_000;

/**
 * The lead forms' proof-of-work (ALTCHA; Turnstile when configured). Nothing of the widget is in
 * the page's first-load JavaScript: `when="idle"` (the booking and contact pages) loads it after
 * first paint, once the browser is idle; `when="focus"` (the footer's newsletter form, on every
 * page) only when that form is first focused, and always ALTCHA, whose files come from this site
 * (no page's CSP changes for it). A submit before the proof is ready waits for it; without
 * JavaScript the form posts without one and the submission is held for a manual check.
 */
export function ProofOfWork({ when = "idle" }: { when?: "idle" | "focus" }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = host.current;
    const form = el?.closest("form");
    if (!el || !form) return;
    let widget: Promise<MountedProof | null> | undefined;
    let mounted: MountedProof | null = null;
    let stopped = false;
    let waiting = false;
    let resubmitting = false;
    const start = () =>
      (widget ??= (
        turnstileKey && when === "idle"
          ? import("./turnstile-widget").then((m) => m.mountTurnstile(el, turnstileKey))
          : import("./altcha-widget").then((m) => m.mountAltcha(el, form))
      ).then(
        (w) => {
          if (stopped) w.stop();
          else mounted = w;
          return mounted;
        },
        () => null, // a chunk that failed to load: the form still posts, without a proof (held)
      ));

    // The submit held back until the proof is in; the latest one wins, and typing drops it (the
    // visitor is still editing, so the form must not send itself later: their next click does).
    let held: { submitter: HTMLElement | null } | null = null;
    const onInput = () => void (held = null);
    const onSubmit = (event: SubmitEvent) => {
      if (resubmitting || mounted?.hasProof()) {
        // The form's handler reads the fields during this event; after it, the proof is spent
        // (single use), so the next submission of this form gets a fresh one.
        const sent = mounted;
        if (sent?.hasProof()) setTimeout(() => sent.renew(), 0);
        return;
      }
      event.preventDefault();
      event.stopImmediatePropagation();
      held = { submitter: event.submitter instanceof HTMLElement ? event.submitter : null };
      if (waiting) return;
      waiting = true;
      const proof = start().then((w) => w?.proof());
      const timeout = new Promise((resolve) => setTimeout(resolve, WAIT_MS));
      void Promise.race([proof, timeout]).then(() => {
        waiting = false;
        const submit = held;
        held = null;
        if (!submit || stopped || !form.isConnected) return;
        resubmitting = true;
        form.requestSubmit(submit.submitter);
        resubmitting = false;
      });
    };
    form.addEventListener("input", onInput);
    form.addEventListener("submit", onSubmit, { capture: true });
    const begin = () => void start();
    let cancel: () => void;
    if (when === "focus") {
      form.addEventListener("focusin", begin, { once: true });
      cancel = () => form.removeEventListener("focusin", begin);
    } else if ("requestIdleCallback" in window) {
      const id = requestIdleCallback(begin, { timeout: 3000 });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(begin, 500);
      cancel = () => clearTimeout(id);
    }
    return () => {
      stopped = true;
      cancel();
      form.removeEventListener("submit", onSubmit, { capture: true });
      form.removeEventListener("input", onInput);
      void widget?.then((w) => w?.stop());
    };
  }, [when]);
  return (
    <>
      <div ref={host} className="empty:hidden" />
    </>
  );
}
