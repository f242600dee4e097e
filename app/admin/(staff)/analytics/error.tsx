"use client";

import { useEffect } from "react";

import { ErrorDetails, type BoundaryError } from "@/components/layout/error-details";
import { buttonVariants } from "@/components/ui/button-variants";

/** The analytics could not be read (the database is away): say so, and offer another try. */
export default function AnalyticsError({
  error,
  reset,
}: {
  error: BoundaryError;
  reset: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-4 rounded-lg border bg-background p-8"
    >
      <h1 className="text-2xl font-bold">The analytics could not be loaded</h1>
      <ErrorDetails error={error} className="text-muted-foreground" />
      <button type="button" onClick={reset} className={buttonVariants()}>
        Try again
      </button>
    </div>
  );
}
