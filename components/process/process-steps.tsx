import { Icon } from "@/components/icon";
import type { IconName, TitledText } from "@/content/types";
import { BAND_HUES } from "@/lib/imagery/color";
import { hueStyle } from "@/lib/hue-style";
import { cn } from "@/lib/utils";

type Step = TitledText & { icon?: IconName };

const RING = 2 * Math.PI * 34;

// Static class names so Tailwind sees them: every step in one row from 1024 px, never a half row.
const COLUMNS: Record<number, string> = {
  3: "lg:grid-cols-3",
  4: "lg:grid-cols-4",
  5: "lg:grid-cols-5",
  6: "lg:grid-cols-6",
};

/**
 * Every process on the site, drawn one way (/services, each service page, /career's "How to
 * Apply"): numbered discs joined by a dashed track, down the page on a phone and across one row
 * from 1024 px, each disc in the next band hue with a ring that fills as the work advances. Left
 * aligned like the editorial sections around it. The steps stay text; the drawing is decorative.
 * `loop` marks the last step as the start of the next round (the company process).
 */
export function ProcessSteps({
  steps,
  caption,
  loop,
  className,
}: {
  steps: readonly Step[];
  caption?: string;
  loop?: boolean;
  className?: string;
}) {
  const last = steps.length - 1;
  return (
    <figure className={className}>
      <ol className={cn("grid gap-8", COLUMNS[steps.length])}>
        {steps.map((step, index) => (
          <li key={step.title} className="relative flex gap-5 lg:flex-col">
            {index < last ? (
              // The track to the next disc: down on a phone, across the gap from 1024 px.
              <span
                aria-hidden
                className="absolute top-20 -bottom-6 left-9 border-l-2 border-dashed border-primary/40 lg:top-9 lg:-right-6 lg:bottom-auto lg:left-22 lg:border-t-2 lg:border-l-0"
              />
            ) : null}
            <Disc step={step} index={index} total={steps.length} />
            <div className="min-w-0 pt-1 lg:pt-0">
              <p className="text-xs font-semibold tracking-wide text-primary uppercase">
                Step {index + 1}
                {loop && index === last ? " · and again" : null}
              </p>
              <h3 className="card-title mt-1">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-pretty text-muted-foreground">
                {step.description}
              </p>
            </div>
          </li>
        ))}
      </ol>
      {caption ? (
        <figcaption className="mt-10 max-w-2xl text-sm text-muted-foreground">{caption}</figcaption>
      ) : null}
    </figure>
  );
}

function Disc({ step, index, total }: { step: Step; index: number; total: number }) {
  return (
    <span className="relative grid size-18 shrink-0 place-items-center rounded-full bg-background">
      <svg viewBox="0 0 72 72" className="absolute inset-0 size-full" aria-hidden focusable="false">
        <circle cx="36" cy="36" r="34" fill="none" className="stroke-border" strokeWidth="3" />
        <circle
          cx="36"
          cy="36"
          r="34"
          fill="none"
          className="stroke-primary"
          strokeWidth="3"
          strokeLinecap="round"
          strokeDasharray={`${((RING * (index + 1)) / total).toFixed(1)} ${RING.toFixed(1)}`}
          transform="rotate(-90 36 36)"
        />
      </svg>
      <span
        aria-hidden
        className="grid size-13 place-items-center rounded-full bg-tint font-display text-lg font-semibold text-band-foreground"
        style={hueStyle(BAND_HUES[index % BAND_HUES.length] ?? 277)}
      >
        {step.icon ? <Icon name={step.icon} className="size-6" /> : index + 1}
      </span>
    </span>
  );
}
