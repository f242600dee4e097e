/**
 * "How did you hear about us?" on the booking and contact forms: optional, one of a short fixed
 * list (stored in leads.heard_about as the value). A module of its own, without zod, so the forms'
 * select and the staff pages read the same list the schema checks.
 */
export const HEARD_ABOUT = {
  search: "Search engine",
  social: "Social media",
  referral: "A friend or colleague",
  blog: "Our blog",
  event: "An event",
  other: "Other",
} as const;

type HeardAbout = keyof typeof HEARD_ABOUT;
export const HEARD_ABOUT_VALUES = Object.keys(HEARD_ABOUT) as [HeardAbout, ...HeardAbout[]];
export const HEARD_ABOUT_FIELD = "heardAbout";

/** The label staff read for a stored value (a value no longer in the list is shown as stored). */
export const heardAboutLabel = (value: string): string =>
  (HEARD_ABOUT as Record<string, string>)[value] ?? value;
