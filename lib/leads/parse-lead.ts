// Each lead form's fields, read from its FormData by name and checked by its shared schema.
import { applicationSchema, bookingSchema, contactSchema } from "./lead-schemas";

const fieldsOf = (formData: FormData, names: readonly string[]) =>
  Object.fromEntries(names.map((n) => [n, formData.get(n) ?? undefined]));

// The picker adds slot and timeZone; a form without it (no JavaScript) sends neither.
const BOOKING_NAMES = [
  "name",
  "email",
  "phone",
  "service",
  "customization",
  "message",
  "heardAbout",
  "slot",
  "timeZone",
];

/** The form's fields → the lead, or the schema's refusal. */
export function parseLead(
  kind: "booking" | "contact" | "application",
  formData: FormData,
  appliedFor?: string,
) {
  if (kind === "booking") {
    return bookingSchema.safeParse(fieldsOf(formData, BOOKING_NAMES));
  }
  if (kind === "contact") {
    const names = ["name", "email", "phone", "message", "heardAbout"];
    return contactSchema.safeParse(fieldsOf(formData, names));
  }
  const parsed = applicationSchema.safeParse(
    fieldsOf(formData, ["name", "email", "phone", "message", "cvUrl"]),
  );
  if (!parsed.success) return parsed;
  // leads has no column for the link: it travels with the cover note, to staff and the CSV alike.
  const { cvUrl, ...rest } = parsed.data;
  const message = `${rest.message}\n\nCV / portfolio: ${cvUrl}`;
  return { ...parsed, data: { ...rest, message, appliedFor } };
}
