/**
 * A chart with its table alternative: the heading names both, the chart is for the eye, and the
 * same numbers are one disclosure away as a table (keyboard and screen reader friendly).
 */
export function ChartFigure({
  id,
  title,
  chart,
  table,
  open = false,
}: {
  id: string;
  title: string;
  chart: React.ReactNode;
  table: React.ReactNode;
  /** The table shown from the start (where the exact numbers matter most). */
  open?: boolean;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-xl border bg-card p-4">
      <h2 id={`${id}-title`} className="font-semibold">
        {title}
      </h2>
      {chart}
      <details open={open}>
        <summary className="cursor-pointer text-sm text-primary hover:underline">
          Table<span className="sr-only">: {title}</span>
        </summary>
        <div className="pt-3">{table}</div>
      </details>
    </section>
  );
}

/** A table with its heading, for the breakdowns that need no chart. */
export function TableSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid content-start gap-3 rounded-xl border bg-card p-4"
    >
      <h2 id={`${id}-title`} className="font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
