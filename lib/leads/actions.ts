"use server";

import { headers } from "next/headers";

import { isForm, notAForm, type ActionState } from "@/lib/action-state";
import type { BookingField, ContactField } from "./lead-schemas";
import { subscribe } from "./newsletter";
import { submitLead } from "./submit-lead";

export type BookingState = ActionState<BookingField>;
export type ContactState = ActionState<ContactField>;
export type NewsletterState = ActionState<"email">;

/**
 * Booking form (/book-service). Success means the lead is stored; its notification mail is then
 * delivered by the outbox (right after this request, and retried until it goes through).
 */
export async function submitBooking(
  _prev: BookingState,
  formData: FormData,
): Promise<BookingState> {
  if (!isForm(formData)) return notAForm;
  return submitLead("booking", formData, await headers());
}

/** Contact form (/contact): stored, then a notification to staff and an auto-reply. */
export async function submitContact(
  _prev: ContactState,
  formData: FormData,
): Promise<ContactState> {
  if (!isForm(formData)) return notAForm;
  return submitLead("contact", formData, await headers());
}

/** Footer newsletter: a pending subscriber and a confirmation mail (double opt-in). */
export async function subscribeNewsletter(
  _prev: NewsletterState,
  formData: FormData,
): Promise<NewsletterState> {
  if (!isForm(formData)) return notAForm;
  return subscribe(formData, await headers());
}
