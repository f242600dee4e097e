/**
 * Every action the audit log records, with the words the log page shows for it. One list: the
 * recorders (`recordAudit`'s `action` is typed by it), the page's filter and its validation read
 * it, so a filter can never offer an action nothing records, nor miss one. Add new ones here.
 */
export const AUDIT_ACTIONS = {
  "sign-in.succeeded": "Signed in",
  "sign-in.failed": "Sign-in failed",
  "sign-out.everywhere": "Signed out everywhere",
  "post.created": "Post created",
  "post.updated": "Post updated",
  "post.published": "Post published",
  "post.unpublished": "Post unpublished",
  "post.deleted": "Post deleted",
  "case-study.saved": "Case study saved",
  "case-study.published": "Case study published",
  "case-study.unpublished": "Case study unpublished",
  "case-study.deleted": "Case study deleted",
  "testimonial.saved": "Testimonial saved",
  "testimonial.published": "Testimonial published",
  "testimonial.unpublished": "Testimonial unpublished",
  "testimonial.deleted": "Testimonial deleted",
  "job-opening.saved": "Job opening saved",
  "job-opening.published": "Job opening published",
  "job-opening.unpublished": "Job opening unpublished",
  "job-opening.deleted": "Job opening deleted",
  "team-member.saved": "Team member saved",
  "team-member.published": "Team member published",
  "team-member.unpublished": "Team member unpublished",
  "team-member.deleted": "Team member deleted",
  "redirect.saved": "Redirect saved",
  "redirect.deleted": "Redirect deleted",
  "media.deleted": "Media deleted",
  "lead.status-changed": "Lead status changed", // before the pipeline; old rows keep it
  "lead.stage-changed": "Lead stage changed",
  "lead.owner-changed": "Lead owner changed",
  "lead.value-changed": "Lead value changed",
  "lead.follow-up-changed": "Lead follow-up changed",
  "lead.note-added": "Lead note added",
  "lead.mail-retried": "Lead mail retried",
  "leads.exported": "Leads exported",
  "subscribers.exported": "Subscribers exported",
  "auto-fetch.triggered": "Feed import triggered",
  "audit.exported": "Audit log exported",
  "settings.changed": "Settings changed",
  // Recorded by the staff-accounts and two-factor work (issue 25).
  "staff.invited": "Staff invited",
  "staff.invitation-accepted": "Invitation accepted",
  "staff.role-changed": "Staff role changed",
  "staff.disabled": "Staff disabled",
  "staff.enabled": "Staff enabled",
  "staff.invitation-resent": "Invitation sent again",
  "password.reset-requested": "Password reset requested",
  "password.reset": "Password reset",
  "two-factor.enabled": "Two-factor enabled",
  "two-factor.disabled": "Two-factor disabled",
  "two-factor.recovery-code-used": "Recovery code used",
  "two-factor.recovery-codes-replaced": "Recovery codes replaced",
  "sign-in.two-factor-failed": "Two-factor code refused",
  // Follow-up calendar addresses (issue 26): the account only, never the token.
  "calendar.created": "Calendar address created",
  "calendar.rotated": "Calendar address replaced",
  "calendar.turned-off": "Calendar address turned off",
  // Privacy duties (issue 26): counts only, never the address.
  "privacy.exported": "Personal data exported",
  "privacy.erased": "Personal data erased",
  "leads.pruned": "Old leads deleted (retention)",
  // Spam quarantine (issue 27): the submission's id only.
  "spam.released": "Released from spam",
  "spam.deleted": "Spam deleted",
  // Webhooks (issue 26): the endpoint's name and the URL's host only, never its path or a lead.
  "webhook.saved": "Webhook saved",
  "webhook.deleted": "Webhook deleted",
  "webhook.enabled": "Webhook enabled",
  "webhook.disabled": "Webhook disabled",
  "webhook.secret-rotated": "Webhook secret rotated",
  "webhook.test-sent": "Webhook test sent",
  "webhook.retried": "Webhook delivery retried",
  // Booking (issue 30): which fields changed; the ICS feed URLs only as a count (they are secrets).
  "booking_settings.changed": "Booking settings changed",
  "booking.cancelled": "Booking cancelled",
  "booking.rescheduled": "Booking rescheduled",
  // Newsletter sends (issue 31): the post and counts; imports name their consent basis.
  "newsletter.test-sent": "Newsletter test sent",
  "newsletter.send-queued": "Newsletter send queued",
  "newsletter.send-paused": "Newsletter send paused",
  "newsletter.send-resumed": "Newsletter send resumed",
  "subscribers.imported": "Subscribers imported",
  "subscriber.deleted": "Subscriber deleted",
  "suppression.lifted": "Suppression lifted",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

const isAuditAction = (value: string): value is AuditAction => Object.hasOwn(AUDIT_ACTIONS, value);

/** The words for an action; an action recorded by an older version shows as stored. */
export const auditActionLabel = (action: string): string =>
  isAuditAction(action) ? AUDIT_ACTIONS[action] : action;
