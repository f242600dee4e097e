import { techStack } from "@/content/company";
import { BAND_HUES } from "@/lib/imagery/color";
import { hueStyle } from "@/lib/hue-style";

const SLAB = { x: 24, width: 220, depth: 36, height: 22, gap: 26 } as const;

/** One isometric slab: its top, front and side faces in the layer's band hue. */
function Slab({ y, hue }: { y: number; hue: number }) {
  const { x, width, depth, height } = SLAB;
  const half = depth / 2;
  return (
    <g style={hueStyle(hue)}>
      <path
        d={`M${x} ${y + half}l${half} ${-half}h${width}l${-half} ${half}z`}
        className="fill-tint-top"
      />
      <path d={`M${x} ${y + half}h${width}v${height}h${-width}z`} className="fill-tint" />
      <path
        d={`M${x + width} ${y + half}l${half} ${-half}v${height}l${-half} ${half}z`}
        className="fill-tint-side"
      />
    </g>
  );
}

/**
 * The technology stack as layers, from the interface people touch down to where it runs: one
 * slab per group of content/company.ts techStack, in the band hues, each named with all its tools:
 * the one place /about-company states the stack (the aria-label reads it out whole).
 */
export function TechStackIllustration({ className }: { className?: string }) {
  const groups = Object.entries(techStack);
  const pitch = SLAB.depth / 2 + SLAB.height + SLAB.gap;
  const height = groups.length * pitch + SLAB.depth;
  const labelX = SLAB.x + SLAB.width + SLAB.depth / 2 + 36;
  return (
    <svg
      viewBox={`0 0 680 ${height}`}
      width="680"
      height={height}
      role="img"
      aria-label={`Our stack in layers, top to bottom: ${groups
        .map(([group, items]) => `${group} (${items.join(", ")})`)
        .join("; ")}.`}
      className={className}
      focusable="false"
    >
      {groups.map(([group, items], index) => {
        const y = 8 + index * pitch;
        const middle = y + SLAB.depth / 2 + SLAB.height / 2;
        return (
          <g key={group}>
            <Slab y={y} hue={BAND_HUES[index % BAND_HUES.length] ?? 277} />
            <path
              d={`M${labelX - 28} ${middle}h20`}
              className="stroke-muted-foreground"
              strokeWidth="1.5"
              strokeDasharray="3 4"
            />
            <text
              x={labelX}
              y={middle - 4}
              className="fill-foreground"
              fontSize="22"
              fontWeight="600"
            >
              {group}
            </text>
            <text x={labelX} y={middle + 20} className="fill-muted-foreground" fontSize="16">
              {items.join(" · ")}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/**
 * The same layers as an HTML list for screens below 640 px, where the drawing's labels would scale
 * down to 8–11 px: each layer's hue as a small swatch, its name, then its tools at reading size.
 */
export function TechStackList({ className }: { className?: string }) {
  return (
    <ol aria-label="Our stack in layers, top to bottom" className={className}>
      {Object.entries(techStack).map(([group, items], index) => (
        <li
          key={group}
          className="grid grid-cols-[auto_1fr] gap-x-3 border-t py-4 first:border-t-0"
        >
          <span
            aria-hidden
            className="mt-1 size-4 rounded-sm bg-tint"
            style={hueStyle(BAND_HUES[index % BAND_HUES.length] ?? 277)}
          />
          <span>
            <span className="block font-semibold">{group}</span>
            <span className="mt-1 block text-sm text-muted-foreground">{items.join(" · ")}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
