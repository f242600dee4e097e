import { hueStyle } from "@/lib/hue-style";

/**
 * Generated avatar: the member's initials on a band gradient whose hue is picked from their id.
 * Placeholder people get placeholder portraits; swap in real photos by replacing this component's use.
 */
const hues = [277, 215, 330, 35, 255, 165, 295] as const;

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
  const hue = hues[hash(id) % hues.length] ?? hues[0];
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
      style={hueStyle(hue)}
      role="img"
      aria-label={`Portrait placeholder for ${name}`}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className="stop-tint-from" />
          <stop offset="1" className="stop-tint-to" />
        </linearGradient>
      </defs>
      <circle cx="48" cy="48" r="48" fill={`url(#${gradientId})`} />
      <text
        x="48"
        y="49"
        textAnchor="middle"
        dominantBaseline="middle"
        className="fill-band-foreground"
        fontSize="34"
        fontWeight="600"
        fontFamily="system-ui, sans-serif"
      >
        {initials}
      </text>
    </svg>
  );
}
