export type BoundaryError = Error & { digest?: string; status?: number };

const FAILURE_MESSAGE = "Something went wrong on our side. Please try again in a moment.";

/**
 * What a visitor reads about a failure: a fixed message and Next's digest, which the server's log
 * line carries too, so a report can be matched to it. Never the error's own message: on the
 * server it can name the database's host and port.
 */
export function ErrorDetails({ error, className }: { error: BoundaryError; className?: string }) {
  return (
    <>
      <p className={className}>
        {error.status ? `Error ${error.status}. ` : null}
        {FAILURE_MESSAGE}
      </p>
      {error.digest ? (
        <p className="mt-2 font-mono text-xs text-muted-foreground">Reference: {error.digest}</p>
      ) : null}
    </>
  );
}
