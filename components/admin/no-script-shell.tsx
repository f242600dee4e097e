import type { ReactNode } from "react";

/**
 * The staff area renders per request inside a Suspense boundary (it reads the session): the
 * loading shell is sent first and React's inline script swaps the streamed content in. With
 * scripting off that script never runs, and the page would stay on the spinner. Only then (a
 * `<noscript>` style) are the streamed parts shown where they arrived, at the end of the body, and
 * the loading shell hidden, so the plain `<form action>` forms can be used without JavaScript.
 * Styles run no code (docs/security.md: style-src allows inline styles).
 */
// In Tailwind's first layer ("theme"): preflight's `[hidden]{display:none!important}` sits in
// "base", and an important declaration of an earlier layer wins over a later one's.
const REVEAL = [
  "@layer theme{",
  'div[hidden][id^="S:"]{display:contents!important}',
  "[data-loading-shell]{display:none!important}",
  // The staff root's full-height wrapper would stand empty above the revealed page.
  ":has(>[data-loading-shell]){min-height:0!important}",
  "}",
].join("");

export function NoScriptShell() {
  return (
    <noscript>
      <style>{REVEAL}</style>
    </noscript>
  );
}

/** The staff area's loading shell, which NoScriptShell hides when no script will replace it. */
export function LoadingShell({ children }: { children: ReactNode }) {
  return <div data-loading-shell="">{children}</div>;
}
