import { WORK_SERVICES, WORK_STATUSES } from "@/lib/work/fields";
import * as z from "@/lib/zod";

/**
 * The testimonial form, shared by the browser (checked before the POST is sent) and the staff
 * action (checked again). Limits match the table's checks (lib/db/content-schema.ts, not imported:
 * this module is bundled for the browser); the service ids are the case studies' (content/services).
 */
export const TESTIMONIAL_LIMITS = { quote: 700, name: 120, role: 120, company: 120 } as const;

// Postgres text cannot hold U+0000: refused with a field message rather than a failed insert.
const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !v.includes("\u0000"), "Remove the invalid character (NUL) from this field");
const required = (max: number, label: string) =>
  text(max, label).refine((v) => v.length > 0, `${label} is required`);
const optionalId = (message: string) => z.union([z.literal(""), z.uuid(message)]);

export const testimonialFormSchema = z.object({
  quote: required(TESTIMONIAL_LIMITS.quote, "The quote"),
  personName: required(TESTIMONIAL_LIMITS.name, "The person’s name"),
  personRole: text(TESTIMONIAL_LIMITS.role, "The role"),
  company: text(TESTIMONIAL_LIMITS.company, "The company"),
  portraitMediaId: optionalId("Choose the portrait again from the library"),
  caseStudyId: optionalId("Choose a case study from the list"),
  services: z.array(z.enum(WORK_SERVICES, "Choose services from the list")).max(6),
  onHome: z.boolean(),
  status: z.enum(WORK_STATUSES, "Choose draft or published"),
  sortOrder: z.coerce
    .number("The order must be a whole number")
    .int("The order must be a whole number")
    .min(-9999, "The order must be between -9999 and 9999")
    .max(9999, "The order must be between -9999 and 9999"),
});

export type TestimonialFormValues = z.input<typeof testimonialFormSchema>;
export type TestimonialFormField = keyof TestimonialFormValues;
export type TestimonialInput = z.output<typeof testimonialFormSchema>;

export const emptyTestimonialForm: TestimonialFormValues = {
  quote: "",
  personName: "",
  personRole: "",
  company: "",
  portraitMediaId: "",
  caseStudyId: "",
  services: [],
  onHome: true,
  status: "draft",
  sortOrder: 0,
};

/** A posted form → the schema's input: checkboxes are present or not; services repeat. */
export function testimonialFormValues(form: FormData): Record<string, unknown> {
  const one = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  return {
    quote: one("quote"),
    personName: one("personName"),
    personRole: one("personRole"),
    company: one("company"),
    portraitMediaId: one("portraitMediaId"),
    caseStudyId: one("caseStudyId"),
    services: form.getAll("services").filter((v) => typeof v === "string"),
    onHome: form.get("onHome") === "on",
    status: one("status"),
    sortOrder: one("sortOrder") || "0",
  };
}

type Stored = Omit<TestimonialFormValues, "portraitMediaId" | "caseStudyId" | "services"> & {
  portraitMediaId: string | null;
  caseStudyId: string | null;
  services: readonly string[];
};

/** A stored testimonial → the edit form's values. */
export const testimonialFormDefaults = (row: Stored): TestimonialFormValues => ({
  quote: row.quote,
  personName: row.personName,
  personRole: row.personRole,
  company: row.company,
  portraitMediaId: row.portraitMediaId ?? "",
  caseStudyId: row.caseStudyId ?? "",
  services: WORK_SERVICES.filter((s) => row.services.includes(s)),
  onHome: row.onHome,
  status: row.status,
  sortOrder: row.sortOrder,
});
