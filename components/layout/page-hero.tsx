import { cn } from "@/lib/utils";
import { keepCompounds } from "@/components/ui/keep-compounds";

/** The h1 band at the top of every content page. */
export function PageHero({
  title,
  lead,
  eyebrow,
  className,
  children,
}: {
  title: string;
  lead?: string;
  eyebrow?: React.ReactNode;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <section className={cn("bg-band px-4 py-20 text-band-foreground sm:px-6 sm:py-24", className)}>
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
