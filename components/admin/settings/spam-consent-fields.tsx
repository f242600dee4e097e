import { FormField } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import {
  BLOCKED_DOMAINS_MAX,
  CONSENT_RETENTION_MAX_MONTHS,
} from "@/lib/staff-settings/form-schema";

/** The settings form's spam and consent fields (the blocked domains, the evidence's period). */
export function SpamConsentFields({
  values,
  errors,
}: {
  values: { consentRetentionMonths: number | string; spamBlockedDomains: string[] | string };
  errors: { consentRetentionMonths?: string; spamBlockedDomains?: string };
}) {
  const domains = Array.isArray(values.spamBlockedDomains)
    ? values.spamBlockedDomains.join("\n")
    : values.spamBlockedDomains;
  return (
    <>
      <FormField
        id="consentRetentionMonths"
        label="Keep newsletter consent evidence after unsubscribing (months)"
        hint={`From 1 to ${CONSENT_RETENTION_MAX_MONTHS}. When and from where someone subscribed and confirmed is kept while they are subscribed, then this long; then erased once a day.`}
        error={errors.consentRetentionMonths}
      >
        {(aria) => (
          <Input
            {...aria}
            name="consentRetentionMonths"
            type="number"
            inputMode="numeric"
            min={1}
            max={CONSENT_RETENTION_MAX_MONTHS}
            step={1}
            defaultValue={values.consentRetentionMonths}
            className="max-w-40"
            required
          />
        )}
      </FormField>
      <FormField
        id="spamBlockedDomains"
        label="Blocked e-mail domains"
        hint={`One a line, up to ${BLOCKED_DOMAINS_MAX}. Form submissions from these domains (and their subdomains) are held in the Spam tab and send no mail. Disposable-address services are held already.`}
        error={errors.spamBlockedDomains}
      >
        {(aria) => (
          <Textarea
            {...aria}
            name="spamBlockedDomains"
            rows={4}
            defaultValue={domains}
            placeholder="spam-domain.example"
            className="max-w-md font-mono text-sm"
          />
        )}
      </FormField>
    </>
  );
}
