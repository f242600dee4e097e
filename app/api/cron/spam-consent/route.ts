import { cronJob } from "@/lib/http/cron-job";
import { runSpamConsentCleanup } from "@/lib/spam/cleanup";

/**
 * For a daily scheduler: deletes spam held longer than 30 days (leads and newsletter sign-ups),
 * and erases the consent evidence of subscriptions ended longer ago than Settings' "Keep
 * newsletter consent evidence". GET or POST with `Authorization: Bearer $CRON_SECRET` and no body
 * (docs/deploy.md). Safe to repeat or overlap: a second run finds nothing to do.
 */
export const { GET, POST } = cronJob({
  run: runSpamConsentCleanup,
  log: {
    done: "old spam deleted, expired consent evidence erased",
    failed: "spam and consent cleanup failed",
    worth: (r) => Boolean(r.spamLeads || r.spamSubscribers || r.consentErased),
  },
  failure: "The spam and consent cleanup could not run. See the server log.",
});
