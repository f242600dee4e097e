import * as z from "@/lib/zod";

/** The subscriber import form (components/admin/newsletter/import-form.tsx) and its action. */
export const importFormSchema = z.object({
  csv: z
    .string()
    .trim()
    .min(3, "Paste the CSV (one address per line)")
    .max(1_000_000, "At most 1 MB"),
  consentBasis: z
    .string()
    .trim()
    .min(10, "Say how these people agreed to get the newsletter (at least 10 characters)")
    .max(500, "At most 500 characters"),
  priorConsent: z.enum(["", "yes"]).optional(),
});
