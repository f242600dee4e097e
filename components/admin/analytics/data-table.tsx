import { DownloadIcon } from "lucide-react";

type Column<Row> = {
  header: string;
  cell: (row: Row) => React.ReactNode;
  /** Numbers right-aligned. */
  numeric?: boolean;
};

/**
 * One of the dashboard's tables: a caption, column headers, a horizontally scrollable region on a
 * phone (focusable, so a keyboard scrolls it), an empty row when the period has nothing, and the
 * CSV link of the same table for the same range.
 */
export function DataTable<Row>({
  id,
  caption,
  columns,
  rows,
  rowKey,
  csvHref,
  empty = "Nothing in this period.",
}: {
  id: string;
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  csvHref?: string;
  empty?: string;
}) {
  const cell = "px-3 py-2";
  return (
    <div className="grid gap-2">
      <div
        role="region"
        aria-labelledby={`${id}-caption`}
        tabIndex={0}
        className="overflow-x-auto rounded-lg border bg-background focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <table className="w-full text-left text-sm">
          <caption id={`${id}-caption`} className="sr-only">
            {caption}
          </caption>
          <thead className="border-b bg-muted/50 text-xs text-muted-foreground">
            <tr>
              {columns.map((c) => (
                <th
                  key={c.header}
                  scope="col"
                  className={`${cell} ${c.numeric ? "text-right" : ""}`}
                >
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {rows.length === 0 && (
              <tr>
                <td colSpan={columns.length} className={`${cell} text-muted-foreground`}>
                  {empty}
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c, i) =>
                  i === 0 ? (
                    <th key={c.header} scope="row" className={`${cell} font-normal break-all`}>
                      {c.cell(row)}
                    </th>
                  ) : (
                    <td
                      key={c.header}
                      className={`${cell} ${c.numeric ? "text-right tabular-nums" : ""}`}
                    >
                      {c.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {csvHref && (
        <a
          href={csvHref}
          download
          aria-label={`CSV: ${caption}`}
          className="inline-flex items-center gap-1 justify-self-end text-sm text-primary hover:underline"
        >
          <DownloadIcon aria-hidden className="size-4" /> CSV
        </a>
      )}
    </div>
  );
}
