"use server";

import { headers } from "next/headers";

import { isForm, keptValues, notAForm, type FormActionState } from "@/lib/action-state";
import { bookingSchema, KEPT, type BookingField, type ContactField } from "./lead-schemas";
import { subscribe } from "./newsletter";
import { submitLead } from "./submit-lead";

export type BookingState = FormActionState<BookingField>;
export type ContactState = FormActionState<ContactField>;
export type NewsletterState = FormActionState<"email">;

// The visible fields only: the anti-bot and proof fields are never sent back to the page.
const BOOKING_FIELDS: readonly BookingField[] = [
  "name",
  "email",
  "phone",
  "service",
  "customization",
  "message",
  "slot",
  "timeZone",
];
const CONTACT_FIELDS: readonly ContactField[] = ["name", "email", "phone", "message"];

/**
 * Booking form (/book-service). Success means the lead is stored; its notification mail is then
 * delivered by the outbox (right after this request, and retried until it goes through). The
 * answer carries the values: a refused form is refilled, and a booking's confirmation shows what
 * was stored (as the schema read it), also when the server renders it after a plain POST.
 */
export async function submitBooking(
  _prev: BookingState,
  formData: FormData,
): Promise<BookingState> {
  if (!isForm(formData)) return notAForm;
  const result = await submitLead("booking", formData, await headers());
  const sent = keptValues(formData, BOOKING_FIELDS, KEPT);
  if (result.status !== "success") return { ...result, values: sent };
  const parsed = bookingSchema.safeParse(sent);
  return { ...result, values: parsed.success ? parsed.data : sent };
}

/** Contact form (/contact): stored, then a notification to staff and an auto-reply. */
export async function submitContact(
  _prev: ContactState,
  formData: FormData,
): Promise<ContactState> {
  if (!isForm(formData)) return notAForm;
  const result = await submitLead("contact", formData, await headers());
  // A sent message empties the form; a refused one is refilled.
  return result.status === "success"
    ? result
    : { ...result, values: keptValues(formData, CONTACT_FIELDS, KEPT) };
}

/** Footer newsletter: a pending subscriber and a confirmation mail (double opt-in). */
export async function subscribeNewsletter(
  _prev: NewsletterState,
  formData: FormData,
): Promise<NewsletterState> {
  if (!isForm(formData)) return notAForm;
  const result = await subscribe(formData, await headers());
  return result.status === "success"
    ? result
    : { ...result, values: keptValues(formData, ["email"], { email: KEPT.email }) };
}
