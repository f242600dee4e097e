"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useTransition, type FormEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";

import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { services } from "@/content/services";
import { submitBooking, type BookingState } from "@/lib/leads/actions";
import { bookingSchema, type BookingField, type BookingValues } from "@/lib/leads/lead-schemas";
import { BotFields, botFieldsOf } from "./bot-fields";

const REQUIRED = ["name", "email", "phone", "service", "message"] as const;
const FAILED = "Failed to send email. Please check your setup.";
const empty: BookingValues = {
  name: "",
  email: "",
  phone: "",
  service: "",
  customization: "",
  message: "",
};
const star = (label: string) => (
  <>
    {label}{" "}
    <span aria-hidden className="text-destructive">
      *
    </span>
  </>
);

/** Spec §2/§5 booking form: store first on the server; toast, reset and home after 3 s. */
export function BookingForm() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const form = useForm<BookingValues>({
    resolver: zodResolver(bookingSchema),
    defaultValues: empty,
    mode: "onTouched",
  });
  const { errors } = form.formState;
  const required = useWatch({ control: form.control, name: REQUIRED });
  const complete = required.every((value) => (value ?? "").trim() !== "");

  // /book-service?service=ID preselects a service (read after mount: the page stays static).
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get("service");
    if (id && services.some((s) => s.id === id)) form.setValue("service", id);
  }, [form]);

  const send = (data: BookingValues, bot: [string, string][]) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(data)) body.set(key, value ?? "");
    for (const [key, value] of bot) body.set(key, value);
    startTransition(async () => {
      const result: BookingState = await submitBooking({ status: "idle" }, body).catch(() => ({
        status: "error",
        message: FAILED,
      }));
      for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
        form.setError(field as BookingField, { message }, { shouldFocus: true });
      }
      if (result.status === "success") {
        toast.success("Service Booked Successfully!", {
          description:
            "We'll get back to you within 24 hours to discuss your project requirements.",
        });
        form.reset(empty);
        setTimeout(() => router.push("/"), 3000);
      } else {
        toast.error("Error", { description: result.message || FAILED });
      }
    });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const bot = botFieldsOf(event.currentTarget);
    void form.handleSubmit((data) => send(data, bot))(event);
  };

  const field = (name: BookingField) => form.register(name);
  return (
    <form onSubmit={onSubmit} noValidate className="relative grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="booking-name" label={star("Full Name")} error={errors.name?.message}>
          {(aria) => (
            <Input {...aria} {...field("name")} autoComplete="name" placeholder="Your full name" />
          )}
        </FormField>
        <FormField id="booking-email" label={star("Email Address")} error={errors.email?.message}>
          {(aria) => (
            <Input
              {...aria}
              {...field("email")}
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
            />
          )}
        </FormField>
        <FormField id="booking-phone" label={star("Phone Number")} error={errors.phone?.message}>
          {(aria) => (
            <Input
              {...aria}
              {...field("phone")}
              type="tel"
              autoComplete="tel"
              placeholder="+1 555 010 0000"
            />
          )}
        </FormField>
        <FormField id="booking-service" label={star("Service")} error={errors.service?.message}>
          {(aria) => (
            <select
              {...aria}
              {...field("service")}
              className="h-10 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs aria-invalid:border-destructive md:text-sm"
            >
              <option value="">Select a service</option>
              {services.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField
        id="booking-customization"
        label="Customization (Optional)"
        error={errors.customization?.message}
      >
        {(aria) => (
          <Input
            {...aria}
            {...field("customization")}
            placeholder="Specific features, integrations or design needs"
          />
        )}
      </FormField>
      <FormField
        id="booking-message"
        label={star("Project Details")}
        error={errors.message?.message}
      >
        {(aria) => (
          <Textarea
            {...aria}
            {...field("message")}
            rows={6}
            placeholder="Tell us about your project, goals and timeline..."
          />
        )}
      </FormField>
      <BotFields />
      <div>
        <Button type="submit" disabled={!complete || pending} aria-disabled={!complete || pending}>
          {pending && <Loader2Icon aria-hidden className="animate-spin" />}
          {pending ? "Submitting..." : "Book Service"}
        </Button>
      </div>
    </form>
  );
}
