"use client";

import { Loader2Icon, SendIcon } from "lucide-react";
import { useSyncExternalStore, type FormEvent } from "react";
import { toast } from "sonner";

import { deferredSchema } from "@/components/forms/schema-resolver";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { submitContact } from "@/lib/leads/actions";
import type { ContactField, ContactValues } from "@/lib/leads/lead-schemas";
import { AttributionFields } from "./attribution-fields";
import { BotFields } from "./bot-fields";
import { HeardAboutField } from "./heard-about-field";
import { ProofOfWork } from "./proof-of-work";
import { useLeadForm } from "./use-lead-form";

// The shared zod schema, fetched when the form is first focused (see deferredSchema).
const schema = deferredSchema(() =>
  import("@/lib/leads/lead-schemas").then((m) => m.contactSchema),
);
const FAILED = "Failed to send message. Please try again later.";
const FIELDS = ["name", "email", "phone", "message"] as const;
const empty: ContactValues = { name: "", email: "", phone: "", message: "" };
const noop = () => () => {};

/** Spec §2/§5 contact form: "Missing Information" for empty fields, cleared on success. */
export function ContactForm() {
  // The button waits for hydration: a native submit before it would put the fields in the URL.
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const { form, pending, submit } = useLeadForm({
    resolver: schema.resolver,
    empty,
    action: submitContact,
    failed: FAILED,
    success: {
      title: "Message Sent!",
      description: "Thank you for reaching out. We'll get back to you within 24 hours.",
    },
  });
  const { errors } = form.formState;

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
    <form
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
            required
            rows={6}
            placeholder="Tell us about your project..."
          />
        )}
      </FormField>
      <HeardAboutField id="contact-heard-about" />
      <AttributionFields />
      <BotFields />
      <ProofOfWork />
      <div>
        <Button type="submit" disabled={!hydrated || pending}>
          {pending ? (
            <Loader2Icon aria-hidden className="animate-spin" />
          ) : (
            <SendIcon aria-hidden />
          )}
          {pending ? "Sending..." : "Send Message"}
        </Button>
      </div>
    </form>
  );
}
