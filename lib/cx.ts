/** Joins class names, skipping falsy ones. For client components whose classes never conflict,
 *  so they need not ship tailwind-merge (use `cn` everywhere else). */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(" ");
}
