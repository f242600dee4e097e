import * as z from "@/lib/zod";

/**
 * The team-member form: one schema for the browser's form and the staff actions. The form posts
 * a FormData (it works before hydration), so every field arrives as a string.
 */

/** The table's statuses (kept here: this file ships to the browser, the schema module must not). */
const TEAM_STATUSES = ["draft", "published"] as const;

/** The table's own limits (lib/db/content-schema.ts checks the same). */
export const TEAM_LIMITS = { name: 120, role: 120, bio: 1000 } as const;

// Postgres text cannot hold U+0000: refused with a field message rather than a failed insert.
const text = (max: number, label: string) =>
  z
    .string(`${label} is missing`)
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`)
    .refine((v) => !v.includes("\u0000"), "Remove the invalid character (NUL) from this field");
const required = (max: number, label: string) =>
  text(max, label).refine((v) => v.length > 0, `${label} is required`);

const PORTRAIT_CHOICE = "Choose a portrait from the list, or the generated avatar";

export const teamFormSchema = z.object({
  name: required(TEAM_LIMITS.name, "Name"),
  role: required(TEAM_LIMITS.role, "Role"),
  bio: text(TEAM_LIMITS.bio, "Bio"),
  // "" = the generated avatar drawn from the name.
  // "" = the avatar drawn from the name.
  portraitMediaId: z.union([z.literal(""), z.uuid(PORTRAIT_CHOICE)], PORTRAIT_CHOICE),
  sortOrder: z
    .string("Sort order must be a whole number")
    .trim()
    .regex(/^(-?\d{1,4})?$/, "Sort order must be a whole number from -9999 to 9999")
    .transform((v) => (v === "" ? 0 : Number(v))),
  status: z.enum(TEAM_STATUSES, "Choose draft or published"),
});

export type TeamFormValues = z.input<typeof teamFormSchema>;
export type TeamFormField = keyof TeamFormValues;

/** What a save writes: the parsed form, the avatar choice as null. */
export type TeamMemberWrite = {
  name: string;
  role: string;
  bio: string;
  portraitMediaId: string | null;
  sortOrder: number;
  status: (typeof TEAM_STATUSES)[number];
};

export const toTeamMemberWrite = (input: z.output<typeof teamFormSchema>): TeamMemberWrite => ({
  ...input,
  portraitMediaId: input.portraitMediaId || null,
});

export const emptyTeamForm: TeamFormValues = {
  name: "",
  role: "",
  bio: "",
  portraitMediaId: "",
  sortOrder: "",
  status: "draft",
};

export const teamFormValues = (row: TeamMemberWrite): TeamFormValues => ({
  name: row.name,
  role: row.role,
  bio: row.bio,
  portraitMediaId: row.portraitMediaId ?? "",
  sortOrder: String(row.sortOrder),
  status: row.status,
});
