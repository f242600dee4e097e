"use client";

import { useActionState, useEffect, useRef } from "react";

import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { idleState } from "@/lib/action-state";
import { saveSettings, type SettingsActionState } from "@/lib/staff-settings/actions";
import {
  ANALYTICS_RETENTION_MAX_DAYS,
  LEAD_RETENTION_MAX_MONTHS,
  RETENTION_MAX_DAYS,
  RETENTION_MIN_DAYS,
} from "@/lib/staff-settings/form-schema";
import { SpamConsentFields } from "./spam-consent-fields";

/**
 * The owners' settings: a plain `<form action>` posting to the staff action, so it works before
 * hydration; the action validates with the schema the fields' limits come from.
 */
export function SettingsForm({
  defaultValues,
}: {
  defaultValues: {
    auditRetentionDays: number;
    requireTwoFactor: boolean;
    leadRetentionMonths: number | null;
    consentRetentionMonths: number;
    spamBlockedDomains: string[];
    analyticsRetentionDays: number;
    analyticsExcludedNetworks: string[];
  };
}) {
  const [state, formAction, pending] = useActionState(
    saveSettings,
    idleState as SettingsActionState,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const errors = state.fieldErrors ?? {};
  const values = state.values ?? {
    ...defaultValues,
    analyticsExcludedNetworks: defaultValues.analyticsExcludedNetworks.join("\n"),
  };
  const twoFactorError = state.status === "error" ? state.fieldErrors?.requireTwoFactor : undefined;

  useEffect(() => {
    const first = Object.keys(state.fieldErrors ?? {})[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [state]);

  return (
    <form
      ref={formRef}
      action={formAction}
      noValidate
      className="grid max-w-xl gap-6 rounded-lg border bg-background p-4 sm:p-6"
    >
      <FormField
        id="auditRetentionDays"
        label="Keep the audit log for (days)"
        hint={`Between ${RETENTION_MIN_DAYS} and ${RETENTION_MAX_DAYS}. Older entries are deleted once a day; no entry can be deleted sooner.`}
        error={errors.auditRetentionDays}
      >
        {(aria) => (
          <Input
            {...aria}
            name="auditRetentionDays"
            type="number"
            inputMode="numeric"
            min={RETENTION_MIN_DAYS}
            max={RETENTION_MAX_DAYS}
            step={1}
            defaultValue={values.auditRetentionDays}
            className="max-w-40"
            required
          />
        )}
      </FormField>
      <FormField
        id="leadRetentionMonths"
        label="Delete leads older than (months)"
        hint={`Empty: keep leads until someone erases them. A number from 1 to ${LEAD_RETENTION_MAX_MONTHS}: once a day, leads older than that are deleted with their notes, mails and webhook deliveries.`}
        error={errors.leadRetentionMonths}
      >
        {(aria) => (
          <Input
            {...aria}
            name="leadRetentionMonths"
            type="number"
            inputMode="numeric"
            min={1}
            max={LEAD_RETENTION_MAX_MONTHS}
            step={1}
            defaultValue={values.leadRetentionMonths ?? ""}
            className="max-w-40"
          />
        )}
      </FormField>
      <SpamConsentFields values={values} errors={errors} />
      <FormField
        id="analyticsRetentionDays"
        label="Keep raw page-view events for (days)"
        hint={`Between 1 and ${ANALYTICS_RETENTION_MAX_DAYS}. Older events are deleted once a day; the daily totals the analytics dashboard shows stay.`}
        error={errors.analyticsRetentionDays}
      >
        {(aria) => (
          <Input
            {...aria}
            name="analyticsRetentionDays"
            type="number"
            inputMode="numeric"
            min={1}
            max={ANALYTICS_RETENTION_MAX_DAYS}
            step={1}
            defaultValue={values.analyticsRetentionDays}
            className="max-w-40"
            required
          />
        )}
      </FormField>
      <FormField
        id="analyticsExcludedNetworks"
        label="Don't count visits from"
        hint="IP addresses or networks, one per line (203.0.113.7, 203.0.113.0/24, 2001:db8::/48): your office, your home connection. Signed-in staff are never counted."
        error={errors.analyticsExcludedNetworks}
      >
        {(aria) => (
          <Textarea
            {...aria}
            name="analyticsExcludedNetworks"
            rows={3}
            defaultValue={values.analyticsExcludedNetworks}
            spellCheck={false}
            className="max-w-md font-mono"
          />
        )}
      </FormField>
      <div className="grid gap-2">
        <div className="flex items-start gap-3">
          <input
            id="requireTwoFactor"
            name="requireTwoFactor"
            type="checkbox"
            defaultChecked={values.requireTwoFactor}
            aria-invalid={twoFactorError ? true : undefined}
            aria-describedby={
              twoFactorError
                ? "requireTwoFactor-hint requireTwoFactor-error"
                : "requireTwoFactor-hint"
            }
            className="mt-0.5 size-5 shrink-0 accent-primary"
          />
          <label htmlFor="requireTwoFactor" className="text-sm leading-5 font-medium">
            Require two-factor sign-in for all staff
          </label>
        </div>
        <p id="requireTwoFactor-hint" className="text-xs text-muted-foreground">
          Every staff member then signs in with a code from an authenticator app as well as the
          password.
        </p>
        {twoFactorError ? (
          <p id="requireTwoFactor-error" className="text-xs text-destructive">
            {twoFactorError}
          </p>
        ) : null}
      </div>
      <p role="status" aria-live="polite" className="min-h-5 text-sm">
        {state.status === "success" && state.message}
        {state.status === "error" && <span className="text-destructive">{state.message}</span>}
      </p>
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving…" : "Save settings"}
        </Button>
      </div>
    </form>
  );
}
