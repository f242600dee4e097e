"use client";

import { CheckCircle2Icon, Loader2Icon, SendIcon } from "lucide-react";
import type { FormEvent } from "react";
import { toast } from "sonner";

import { deferredSchema } from "@/components/forms/schema-resolver";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { submitContact } from "@/lib/leads/actions";
import type { ContactField, ContactValues } from "@/lib/leads/lead-schemas";
import { LeadFormTail } from "./lead-form-tail";
import { useLeadForm } from "./use-lead-form";

// The shared zod schema, fetched when the form is first focused (see deferredSchema).
const schema = deferredSchema(() =>
  import("@/lib/leads/lead-schemas").then((m) => m.contactSchema),
);
const FAILED = "Failed to send message. Please try again later.";
const FIELDS = ["name", "email", "phone", "message"] as const;
const empty: ContactValues = { name: "", email: "", phone: "", message: "" };
const SENT = {
  title: "Message Sent!",
  description: "Thank you for reaching out. We'll get back to you within 24 hours.",
};

/**
 * Spec §2/§5 contact form: "Missing Information" for empty fields, cleared on success. A
 * `<form action>` on the server action (use-lead-form.ts): without JavaScript the server renders
 * the refused form refilled, or the success message above an empty form. `renderedAt`: the page's
 * render time, the start time a form posted without JavaScript sends (bot-fields.tsx).
 */
export function ContactForm({ renderedAt }: { renderedAt: number }) {
  const { form, pending, submit, formAction, state, served, values } = useLeadForm({
    resolver: schema.resolver,
    empty,
    action: submitContact,
    failed: FAILED,
    permalink: "/contact",
    success: SENT,
  });
  const { errors } = form.formState;
  // The server's answer to a plain POST; once hydrated, answers are toasts.
  const answer = state === served && state.status !== "idle" ? state : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const values = form.getValues();
    if (FIELDS.some((name) => (values[name] ?? "").trim() === "")) {
      event.preventDefault();
      toast.error("Missing Information", {
        description: "Please fill in all fields before submitting.",
      });
      return;
    }
    submit(event);
  };

  const field = (name: ContactField) => form.register(name);
  return (
    <>
      {answer?.status === "success" && (
        <div
          role="status"
          className="mb-5 flex items-start gap-3 rounded-lg border bg-muted/40 p-4"
        >
          <CheckCircle2Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <p>
            <strong className="block">{SENT.title}</strong>
            {SENT.description}
          </p>
        </div>
      )}
      <form
        action={formAction}
        onSubmit={onSubmit}
        onFocus={schema.preload}
        noValidate
        aria-label="Send us a message"
        aria-busy={pending}
        className="relative grid gap-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="contact-name" label="Full Name" error={errors.name?.message}>
            {(aria) => (
              <Input
                {...aria}
                {...field("name")}
                defaultValue={values.name}
                required
                autoComplete="name"
                placeholder="Your full name"
              />
            )}
          </FormField>
          <FormField id="contact-email" label="Email Address" error={errors.email?.message}>
            {(aria) => (
              <Input
                {...aria}
                {...field("email")}
                defaultValue={values.email}
                type="email"
                required
                autoComplete="email"
                placeholder="you@company.com"
              />
            )}
          </FormField>
        </div>
        <FormField id="contact-phone" label="Phone Number" error={errors.phone?.message}>
          {(aria) => (
            <Input
              {...aria}
              {...field("phone")}
              defaultValue={values.phone}
              type="tel"
              required
              autoComplete="tel"
              placeholder="+1 555 010 0000"
            />
          )}
        </FormField>
        <FormField id="contact-message" label="Message" error={errors.message?.message}>
          {(aria) => (
            <Textarea
              {...aria}
              {...field("message")}
              defaultValue={values.message}
              required
              rows={6}
              placeholder="Tell us about your project..."
            />
          )}
        </FormField>
        <LeadFormTail
          idPrefix="contact"
          renderedAt={renderedAt}
          error={answer?.status === "error" ? answer.message : null}
        />
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? (
              <Loader2Icon aria-hidden className="animate-spin" />
            ) : (
              <SendIcon aria-hidden />
            )}
            {pending ? "Sending..." : "Send Message"}
          </Button>
        </div>
      </form>
    </>
  );
}
