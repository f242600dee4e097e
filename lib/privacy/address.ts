import { domainToASCII, domainToUnicode } from "node:url";

/**
 * The spellings under which an address may be stored: lower-cased (forms lower-case nothing, so
 * "Ada@Example.com" and "ada@example.com" are the same person), with its domain both in Unicode and
 * in punycode ("bücher.example" / "xn--bcher-kva.example"), since either may have been typed.
 */
export function addressForms(email: string): string[] {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 1 || at === address.length - 1) return address ? [address] : [];
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const forms = new Set([address]);
  for (const spelled of [domainToASCII(domain), domainToUnicode(domain)]) {
    if (spelled) forms.add(`${local}@${spelled.toLowerCase()}`);
  }
  return [...forms];
}

/** `value` as a literal inside a POSIX regular expression (Postgres' regexp_replace). */
export const regexLiteral = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
