/**
 * Headings never split a compound word at its hyphen ("Full-" / "Stack"): each one is wrapped in
 * a no-wrap span. The text itself is unchanged (search, copy and the accessible name see the
 * plain hyphen, as they would not with U+2011).
 */
export function keepCompounds(text: string): React.ReactNode {
  const parts = text.split(/(\S*\p{L}-\p{L}\S*)/u);
  if (parts.length === 1) return text;
  return parts.map((part, i) =>
    i % 2 ? (
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
