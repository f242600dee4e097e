"use client";

import { SendIcon } from "lucide-react";
import { useActionState } from "react";

import { FormField } from "@/components/forms/form-field";
import { AttributionFields } from "@/components/leads/attribution-fields";
import { BotFields } from "@/components/leads/bot-fields";
import { buttonVariants } from "@/components/ui/button-variants";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { idleState } from "@/lib/action-state";
import { applyForJob, type ApplicationState } from "@/lib/careers/actions";

/**
 * The application for one role: a plain `<form action>` posting to the server action, so it works
 * before hydration and without JavaScript (the page then comes back with the answer). The fields
 * are lib/leads/lead-schemas.ts's applicationSchema; the server judges them.
 */
export function ApplyForm({
  slug,
  title,
  renderedAt,
}: {
  slug: string;
  title: string;
  renderedAt: number;
}) {
  const [state, action, pending] = useActionState<ApplicationState, FormData>(
    applyForJob,
    idleState,
  );
  const errors = state.fieldErrors ?? {};
  if (state.status === "success") {
    return (
      <p role="status" className="rounded-xl border bg-card p-6 text-center font-medium">
        {state.message}
      </p>
    );
  }
  return (
    <form
      action={action}
      aria-label={`Apply for ${title}`}
      aria-busy={pending}
      className="relative grid gap-5"
    >
      <input type="hidden" name="job" value={slug} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="apply-name" label="Full name" error={errors.name}>
          {(aria) => <Input {...aria} name="name" required autoComplete="name" maxLength={100} />}
        </FormField>
        <FormField id="apply-email" label="Email address" error={errors.email}>
          {(aria) => <Input {...aria} name="email" type="email" required autoComplete="email" />}
        </FormField>
      </div>
      <FormField id="apply-phone" label="Phone number (optional)" error={errors.phone}>
        {(aria) => <Input {...aria} name="phone" type="tel" autoComplete="tel" />}
      </FormField>
      <FormField
        id="apply-cv"
        label="Link to your CV or portfolio"
        hint="A shared document, your site, GitHub or LinkedIn: we take no file uploads."
        error={errors.cvUrl}
      >
        {(aria) => <Input {...aria} name="cvUrl" type="url" required placeholder="https://" />}
      </FormField>
      <FormField id="apply-message" label="Cover note" error={errors.message}>
        {(aria) => (
          <Textarea
            {...aria}
            name="message"
            required
            rows={6}
            placeholder="Why this role, and two or three pieces of work you are proud of."
          />
        )}
      </FormField>
      <AttributionFields />
      <BotFields renderedAt={renderedAt} />
      {state.status === "error" && state.message && (
        <p role="alert" className="text-sm text-destructive">
          {state.message}
        </p>
      )}
      <div>
        {/* buttonVariants, not <Button>: no tailwind-merge in a visitor's bundle. */}
        <button type="submit" disabled={pending} className={buttonVariants()}>
          <SendIcon aria-hidden /> {pending ? "Sending…" : "Send application"}
        </button>
      </div>
    </form>
  );
}
