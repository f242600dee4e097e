/**
 * Generated avatar: the member's initials on a gradient picked from their id. Placeholder people
 * get placeholder portraits; swap in real photos by replacing this component's use.
 */
const palettes = [
  ["#4F46E5", "#7C3AED"],
  ["#0E7490", "#0F766E"],
  ["#BE185D", "#7C3AED"],
  ["#C2410C", "#B91C1C"],
  ["#1D4ED8", "#0E7490"],
  ["#047857", "#1D4ED8"],
  ["#6D28D9", "#BE185D"],
] as const;

function hash(text: string): number {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) >>> 0;
  return h;
}

export function Avatar({
  id,
  name,
  className = "size-24",
}: {
  id: string;
  name: string;
  className?: string;
}) {
  const [from, to] = palettes[hash(id) % palettes.length] ?? palettes[0];
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
  const gradientId = `avatar-${id}`;
  return (
    <svg
      viewBox="0 0 96 96"
      className={className}
      role="img"
      aria-label={`Portrait placeholder for ${name}`}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <circle cx="48" cy="48" r="48" fill={`url(#${gradientId})`} />
      <text
        x="48"
        y="49"
        textAnchor="middle"
        dominantBaseline="middle"
        fill="#fff"
        fontSize="34"
        fontWeight="600"
        fontFamily="system-ui, sans-serif"
      >
        {initials}
      </text>
    </svg>
  );
}
