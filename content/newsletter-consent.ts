/**
 * The small print the newsletter form shows: what someone agrees to by subscribing. Each sign-up
 * records `version` (newsletter_subscribers.consent_version), so change the version whenever
 * the text changes: the evidence must name the words the person actually saw.
 */
export const newsletterConsent = {
  version: "2026-12-01",
  text: "We send the newsletter about once a month and only after you confirm by e-mail. Unsubscribe with one click in any issue. No tracking pixel, no rewritten links: we never see who opens or clicks. We keep when and from where you subscribed as proof of your consent.",
} as const;
