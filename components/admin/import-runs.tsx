import { feedOutcome } from "@/lib/blog/import/feed-outcome";
import type { ImportRun } from "@/lib/blog/import/types";

const when = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/** Recent feed-import runs with each feed's counts or error (in plain words), newest first. */
export function ImportRuns({ runs }: { runs: ImportRun[] }) {
  if (!runs.length) {
    return <p className="text-sm text-muted-foreground">No import has run yet.</p>;
  }
  return (
    <ol className="grid gap-3">
      {runs.map((run) => (
        <li key={run.id} className="rounded-lg border bg-background p-4 text-sm">
          <p className="font-medium">
            {when.format(run.startedAt)} UTC · {run.trigger} ·{" "}
            {run.finishedAt
              ? `${run.imported} imported, ${run.failedFeeds} feed(s) failed`
              : "running…"}
          </p>
          <ul className="mt-2 grid gap-1 text-muted-foreground">
            {run.results.map((feed) => (
              <li key={feed.url} className="break-all">
                {feed.url}:{" "}
                {feed.error ? (
                  <span className="text-destructive">{feedOutcome(feed)}</span>
                ) : (
                  feedOutcome(feed)
                )}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
