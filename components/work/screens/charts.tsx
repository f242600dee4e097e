/**
 * Small SVG charts for the mock product screens: drawn from numbers, coloured by the tokens
 * (currentColor and the CSS variables), so each theme gets its own colours from one drawing.
 */

const W = 600;

/** A polyline over `n` evenly spaced x positions (a shorter series stops early). */
const points = (values: readonly number[], n: number, max: number, h: number) =>
  values.map((v, i) => `${((i / (n - 1)) * W).toFixed(1)},${(h - (v / max) * (h - 8)).toFixed(1)}`);
const toPath = (values: readonly number[], n: number, max: number, h: number) =>
  `M${points(values, n, max, h).join(" L")}`;

/** One to three series over the same x axis; the first is the brand colour, filled beneath. */
export function LineChart({
  series,
  labels,
  height = 180,
  band,
}: {
  series: readonly (readonly number[])[];
  labels: readonly string[];
  height?: number;
  /** A range around the first series (a forecast's low and high). */
  band?: { low: readonly number[]; high: readonly number[] };
}) {
  const max = Math.max(...series.flat(), ...(band?.high ?? [])) * 1.1;
  const [first = [], ...rest] = series;
  const n = Math.max(...series.map((s) => s.length));
  const line = toPath(first, n, max, height);
  const area = band
    ? `M${[...points(band.high, n, max, height), ...points(band.low, n, max, height).reverse()].join(" L")} Z`
    : `${line} L${W},${height} L0,${height} Z`;
  return (
    <div>
      <svg
        viewBox={`0 0 ${W} ${height}`}
        preserveAspectRatio="none"
        className="w-full"
        style={{ height }}
        aria-hidden
      >
        {[0.25, 0.5, 0.75].map((f) => (
          <line
            key={f}
            x1="0"
            x2={W}
            y1={height * f}
            y2={height * f}
            stroke="var(--border)"
            vectorEffect="non-scaling-stroke"
          />
        ))}
        <path d={area} fill="var(--primary)" opacity={band ? 0.16 : 0.1} />
        {rest.map((s, i) => (
          <path
            key={i}
            d={toPath(s, n, max, height)}
            vectorEffect="non-scaling-stroke"
            fill="none"
            stroke="var(--muted-foreground)"
            strokeWidth="2"
            strokeDasharray="5 5"
          />
        ))}
        <path
          d={line}
          fill="none"
          stroke="var(--primary)"
          strokeWidth="2.5"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <div className="mt-2 flex justify-between text-xs text-muted-foreground">
        {labels.map((l) => (
          <span key={l}>{l}</span>
        ))}
      </div>
    </div>
  );
}

/** Vertical bars with their labels; `highlight` marks bars in the brand colour, the rest muted. */
export function BarChart({
  values,
  labels,
  highlight = () => true,
  height = 160,
}: {
  values: readonly number[];
  labels: readonly string[];
  highlight?: (index: number) => boolean;
  height?: number;
}) {
  const max = Math.max(...values) * 1.1;
  const slot = W / values.length;
  return (
    <div>
      <svg
        viewBox={`0 0 ${W} ${height}`}
        preserveAspectRatio="none"
        className="w-full"
        style={{ height }}
        aria-hidden
      >
        {values.map((v, i) => {
          const h = (v / max) * height;
          return (
            <rect
              key={i}
              x={i * slot + slot * 0.18}
              y={height - h}
              width={slot * 0.64}
              height={h}
              rx="4"
              fill={highlight(i) ? "var(--primary)" : "var(--muted-foreground)"}
              opacity={highlight(i) ? 1 : 0.35}
            />
          );
        })}
      </svg>
      <div className="mt-2 flex text-xs text-muted-foreground">
        {labels.map((l) => (
          <span key={l} className="flex-1 text-center">
            {l}
          </span>
        ))}
      </div>
    </div>
  );
}

/** A horizontal share bar (part of a whole). */
export function Meter({
  value,
  tone = "primary",
}: {
  value: number;
  tone?: "primary" | "success";
}) {
  return (
    <div className="h-1.5 w-full overflow-hidden rounded-full bg-muted">
      <div
        className={tone === "success" ? "h-full bg-success" : "h-full bg-primary"}
        style={{ width: `${Math.round(value * 100)}%` }}
      />
    </div>
  );
}
