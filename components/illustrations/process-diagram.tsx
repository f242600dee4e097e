import { Icon } from "@/components/icon";
import { processSteps } from "@/content/company";
import { BAND_HUES } from "@/lib/imagery/color";
import { hueStyle } from "@/lib/hue-style";

const RING = 2 * Math.PI * 34;

/**
 * The five process steps as a diagram: a track joining them in order, each step's disc in the
 * next band hue, and a ring that fills as the project advances (a fifth per step). Server-rendered
 * SVG and HTML: the list stays text for readers and search, the drawing is decorative.
 */
export function ProcessDiagram() {
  const last = processSteps.length - 1;
  return (
    <figure className="mx-auto max-w-6xl">
      <div className="relative">
        {/* The track: down the discs on a phone, across them from md up. */}
        <div
          aria-hidden
          className="pointer-events-none absolute top-9 bottom-9 left-9 border-l-2 border-dashed border-primary/40 md:right-[10%] md:bottom-auto md:left-[10%] md:border-t-2 md:border-l-0"
        />
        <ol className="relative grid gap-8 md:grid-cols-5 md:gap-6">
          {processSteps.map((step, index) => (
            <li
              key={step.title}
              className="relative flex gap-5 md:flex-col md:items-center md:gap-4 md:text-center"
            >
              <span className="relative grid size-18 shrink-0 place-items-center rounded-full bg-background">
                <svg
                  viewBox="0 0 72 72"
                  className="absolute inset-0 size-full"
                  aria-hidden
                  focusable="false"
                >
                  <circle
                    cx="36"
                    cy="36"
                    r="34"
                    fill="none"
                    className="stroke-border"
                    strokeWidth="3"
                  />
                  <circle
                    cx="36"
                    cy="36"
                    r="34"
                    fill="none"
                    className="stroke-primary"
                    strokeWidth="3"
                    strokeLinecap="round"
                    strokeDasharray={`${((RING * (index + 1)) / processSteps.length).toFixed(1)} ${RING.toFixed(1)}`}
                    transform="rotate(-90 36 36)"
                  />
                </svg>
                <span
                  className="grid size-13 place-items-center rounded-full bg-tint text-band-foreground"
                  style={hueStyle(BAND_HUES[index % BAND_HUES.length] ?? 277)}
                >
                  <Icon name={step.icon} className="size-6" />
                </span>
              </span>
              <div className="pt-1 md:pt-0">
                <p className="text-xs font-semibold tracking-wide text-primary uppercase">
                  Step {index + 1}
                  {index === last ? " · and again" : null}
                </p>
                <h3 className="mt-1 font-semibold">{step.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                  {step.description}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
      <figcaption className="mt-10 text-center text-sm text-muted-foreground">
        Each step ends with something you can see; what we learn after launch starts the next round
        of discovery.
      </figcaption>
    </figure>
  );
}
