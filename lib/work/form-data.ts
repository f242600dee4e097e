import { WORK_LIMITS, type WorkFormValues } from "./form-schema";

/**
 * A case-study form as the browser posts it (no JavaScript): react-hook-form's field names
 * ("results.0.label", "gallery.2.src"), a checkbox group per list, a checkbox for "featured".
 * Read into the shape the form's schema validates; nothing is judged here. The rows are capped
 * one past their limit, so a form with too many is still refused by the schema's own message.
 */
export function workValuesFromForm(form: FormData): WorkFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const list = (name: string) =>
    form
      .getAll(name)
      .filter((v): v is string => typeof v === "string")
      .slice(0, 50);
  const sortOrder = text("sortOrder").trim();
  return {
    title: text("title"),
    slug: text("slug"),
    client: text("client"),
    summary: text("summary"),
    categories: list("categories") as WorkFormValues["categories"],
    services: list("services") as WorkFormValues["services"],
    challenge: text("challenge"),
    approach: text("approach"),
    outcome: text("outcome"),
    results: rows(form, "results", WORK_LIMITS.results + 1).map((row) => ({
      label: row.label ?? "",
      value: row.value ?? "",
    })),
    technologies: text("technologies"),
    coverUrl: text("coverUrl"),
    coverAlt: text("coverAlt"),
    gallery: rows(form, "gallery", WORK_LIMITS.gallery + 1).map((row) => ({
      src: row.src ?? "",
      alt: row.alt ?? "",
      width: Number(row.width),
      height: Number(row.height),
    })),
    testimonialQuote: text("testimonialQuote"),
    testimonialName: text("testimonialName"),
    testimonialRole: text("testimonialRole"),
    liveUrl: text("liveUrl"),
    status: text("status") as WorkFormValues["status"],
    featured: ["on", "true"].includes(text("featured")),
    sortOrder: sortOrder === "" ? 0 : Number(sortOrder),
  };
}

/** The rows of a repeated group ("name.<index>.<key>"), in index order, at most `max`. */
function rows(form: FormData, name: string, max: number): Record<string, string>[] {
  const byIndex = new Map<number, Record<string, string>>();
  const pattern = new RegExp(`^${name}\\.(\\d{1,3})\\.([a-z]+)$`);
  for (const [key, value] of form) {
    const match = pattern.exec(key);
    if (!match || typeof value !== "string") continue;
    const index = Number(match[1]);
    if (!byIndex.has(index) && byIndex.size >= max) continue;
    byIndex.set(index, { ...byIndex.get(index), [match[2]!]: value });
  }
  return [...byIndex.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}
