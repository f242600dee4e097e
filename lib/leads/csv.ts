/**
 * A phone number as people write it: an optional leading +, then digits, spaces, dots, slashes,
 * hyphens and parentheses, and nothing else. No function name, reference or second operator can
 * appear in one, so it is left as it was typed.
 */
const PHONE = /^\+?\d[\d\s().\-/]*$/;

/**
 * Whether a spreadsheet could run the cell as a formula (CSV injection, OWASP): it starts with =, @,
 * a tab or a carriage return, or with + or - and is not an ordinary phone number ("+1 555 0100"
 * stays, "+1+2", "-2+3" and "+SUM(…)" do not).
 */
export function couldBeFormula(text: string): boolean {
  if (/^[=@\t\r]/.test(text)) return true;
  return /^[+-]/.test(text) && !PHONE.test(text);
}

/** RFC 4180 CSV; a cell that could be a formula gets a leading apostrophe (visitors write them). */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const cell = (value: unknown) => {
    let text = value instanceof Date ? value.toISOString() : value == null ? "" : String(value);
    if (couldBeFormula(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}

/** UTF-8's byte order mark: Excel reads the file as UTF-8 only with it (names in any script). */
export const BOM = "\uFEFF";
