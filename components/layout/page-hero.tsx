import { cn } from "@/lib/utils";
import { cx } from "@/lib/cx";
import { keepCompounds } from "@/components/ui/keep-compounds";

/**
 * How a page opens, chosen per page so sections do not all open alike (docs/design.md, Layout):
 * - `band` (default): the centred indigo band, for pages whose title is all the hero says
 *   (contact, booking, a job).
 * - `split`: the band, flush left, the lead beside the title from 1024 px: an editorial opening
 *   for list pages.
 * - `surface`: the split layout on the page's own surface over a faint tint, a hairline under
 *   it: the quietest, for pages whose content brings its colour (covers, portraits) or is text.
 */
export type PageHeroVariant = "band" | "split" | "surface";

export function PageHero({
  title,
  lead,
  eyebrow,
  variant = "band",
  className,
  children,
}: {
  title: string;
  lead?: string;
  eyebrow?: React.ReactNode;
  variant?: PageHeroVariant;
  className?: string;
  children?: React.ReactNode;
}) {
  if (variant === "band") {
    return (
      <section
        className={cn("bg-band px-4 py-20 text-band-foreground sm:px-6 sm:py-24", className)}
      >
        <div className="mx-auto max-w-4xl text-center">
          {eyebrow ? <div className="mb-4 flex justify-center">{eyebrow}</div> : null}
          <h1 className="text-h1 font-semibold text-balance">{keepCompounds(title)}</h1>
          {lead ? (
            <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-band-muted">{lead}</p>
          ) : null}
          {children ? (
            <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
          ) : null}
        </div>
      </section>
    );
  }
  const band = variant === "split";
  return (
    <section
      data-hero={variant}
      className={cn(
        "pt-14 pb-12 sm:pt-20 sm:pb-16",
        band
          ? "bg-band text-band-foreground"
          : "border-b bg-linear-to-b from-accent/60 to-background text-foreground",
        className,
      )}
    >
      {/* The site's 1280 px column, its gutters inside (flush with the header and the content).
          One column on a phone; from 1024 px the title takes 7 of 12 columns and the lead sits
          beside it on the title's last line, the actions on a row of their own below. */}
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:grid lg:grid-cols-12 lg:items-end lg:gap-x-12">
        <div className="lg:col-span-7">
          {eyebrow ? <div className="mb-4 flex flex-wrap">{eyebrow}</div> : null}
          <h1 className="text-h1 font-semibold text-balance">{keepCompounds(title)}</h1>
        </div>
        {lead ? (
          <p
            className={cx(
              "mt-5 max-w-2xl text-lead text-pretty lg:col-span-5 lg:mt-0",
              band ? "text-band-muted" : "text-muted-foreground",
            )}
          >
            {lead}
          </p>
        ) : null}
        {children ? (
          <div className="mt-8 flex flex-wrap items-start gap-3 lg:col-span-12 lg:mt-10">
            {children}
          </div>
        ) : null}
      </div>
    </section>
  );
}
