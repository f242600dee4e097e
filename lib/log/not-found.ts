import * as z from "@/lib/zod";

const MAX_LENGTH = 512;

/** Anyone can post reports: past this many a minute, they are only counted. */
export const NOT_FOUND_LOG_BUDGET = { lines: 60, windowMs: 60_000 };

// Visitors choose these strings: keep them to one short printable line in the log.
const clean = (value: string) => value.replace(/[\u0000-\u001F\u007F]/g, "").slice(0, MAX_LENGTH);

export const notFoundReportSchema = z.object({
  path: z.string().min(1).max(4096).startsWith("/").transform(clean),
  referrer: z
    .string()
    .max(4096)
    .optional()
    .transform((value) => (value ? clean(value) : undefined)),
});
