/**
 * Serialises structured data for a <script type="application/ld+json">. JSON.stringify does not
 * escape "<", so a value containing "</script>" would end the script element early and let the
 * rest run as HTML: every JSON-LD block goes through here.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
