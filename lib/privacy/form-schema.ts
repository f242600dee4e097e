import * as z from "@/lib/zod";

/**
 * The address a data request names. Not judged as an address beyond its shape: what was stored
 * under a spelling today's validation would refuse must still be found and erased.
 */
export const personAddress = z
  .string("Enter the e-mail address")
  .trim()
  .min(3, "Enter the e-mail address")
  .max(320, "That is longer than any e-mail address")
  .refine((v) => /^[^@\s]+@[^@\s]+$/.test(v), "Enter one e-mail address, like ada@example.com");

/** The erase form (and its action): the address, typed twice so a slip erases nobody. */
export const eraseSchema = z
  .object({ email: personAddress, confirmEmail: z.string().trim() })
  .refine((v) => v.email.toLowerCase() === v.confirmEmail.toLowerCase(), {
    path: ["confirmEmail"],
    message: "Type the same address again to confirm",
  });

export type EraseField = keyof z.input<typeof eraseSchema>;
