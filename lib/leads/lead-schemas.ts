import * as z from "@/lib/zod";

import { services } from "@/content/services";
import { isTimeZone } from "@/lib/booking/settings-schema";
import { emailAddress } from "@/lib/mail/address";
import { HEARD_ABOUT_VALUES } from "./heard-about";

/** Limits the spec leaves open; generous for real input, small enough that no mail balloons. */
const LEAD_LIMITS = {
  name: 100,
  phone: 30,
  message: 5000,
  customization: 2000,
  url: 2000,
};

const noLineBreaks = (value: string) => !/[\r\n]/.test(value);
// Postgres text cannot hold U+0000: a NUL in a field used to pass validation and then fail the
// insert, answering a generic server error (found by tests/integration/leads-fuzz.test.ts).
const noNul = (value: string) => !value.includes("\u0000");
const NUL_MESSAGE = "Remove the invalid character (NUL) from this field";

const name = z
  .string("Full name is required")
  .trim()
  .min(1, "Full name is required")
  .max(LEAD_LIMITS.name, `Name must be at most ${LEAD_LIMITS.name} characters`)
  .refine(noLineBreaks, "Name must be on one line")
  .refine(noNul, NUL_MESSAGE);

// Trimmed first, then checked, so "  ann@example.com " is accepted as the address it is; the
// rules and messages are every form's (lib/mail/address.ts).
export const emailField = emailAddress();

const phone = z
  .string("Phone number is required")
  .trim()
  .min(1, "Phone number is required")
  .max(LEAD_LIMITS.phone, "Phone number is too long")
  .regex(/^\+?[0-9][0-9 ().-]{5,}[0-9]$/, "Enter a valid phone number, e.g. +1 555 010 0000");

const message = z
  .string("Message is required")
  .trim()
  .min(1, "Message is required")
  .max(LEAD_LIMITS.message, `Message must be at most ${LEAD_LIMITS.message} characters`)
  .refine(noNul, NUL_MESSAGE);

/**
 * "How did you hear about us?": optional. Nothing chosen is "" (no answer); a value outside the list
 * can only come from an edited request and is dropped like one, never a refused lead.
 */
const heardAboutField = z.enum(HEARD_ABOUT_VALUES).optional().catch(undefined);

const serviceIds = services.map((s) => s.id) as [string, ...string[]];

/** Spec §5 booking: five required fields, customization optional. */
export const bookingSchema = z.object({
  name,
  email: emailField,
  phone,
  service: z.enum(serviceIds, "Choose a service"),
  customization: z
    .string()
    .trim()
    .max(LEAD_LIMITS.customization, `Keep this under ${LEAD_LIMITS.customization} characters`)
    .refine(noNul, NUL_MESSAGE)
    .default(""),
  message,
  heardAbout: heardAboutField,
  // The picker's choice (lib/booking): a slot's start instant, and the zone the visitor read it
  // in. Both optional: without JavaScript the form is a request without a time, as before.
  slot: z
    .union([z.literal(""), z.iso.datetime({ offset: true, message: "Pick a time from the list" })])
    .optional()
    .transform((v) => v || undefined),
  timeZone: z.string().max(64).refine(isTimeZone).optional().catch(undefined),
});

/** Spec §5 contact: four fields, all required. */
export const contactSchema = z.object({
  name,
  email: emailField,
  phone,
  message,
  heardAbout: heardAboutField,
});

/** An application for a job opening (/career/{slug}): no upload, a link to a CV or portfolio. */
export const applicationSchema = z.object({
  name,
  email: emailField,
  phone: z
    .string()
    .trim()
    .refine((v) => v === "" || phone.safeParse(v).success, "Enter a valid phone number, or none")
    .default(""),
  message,
  cvUrl: z
    .string("A link to your CV or portfolio is required")
    .trim()
    .min(1, "A link to your CV or portfolio is required")
    .max(LEAD_LIMITS.url, "This link is too long")
    .refine((u) => /^https?:\/\/[^\s/]+\.[^\s]*$/i.test(u), "Enter a link starting with https://"),
});

export const newsletterSchema = z.object({ email: emailField });

export type BookingValues = z.input<typeof bookingSchema>;
export type BookingField = keyof BookingValues;
export type ContactValues = z.input<typeof contactSchema>;
export type ContactField = keyof ContactValues;
export type ApplicationField = keyof z.input<typeof applicationSchema>;

/** Hidden anti-bot fields every lead form sends (judged by lib/spam/verdict.ts). */
export { BOT_FIELDS } from "./bot-field-names";

/**
 * How much of each field a refused form gets back (lib/leads/actions.ts): a little over what the
 * schema accepts, so an answer never echoes more than a real form could hold.
 */
export const KEPT: Partial<Record<BookingField, number>> = {
  name: 200,
  email: 400,
  phone: 60,
  service: 100,
  customization: 2_100,
  message: 5_100,
  slot: 60,
  timeZone: 80,
};
