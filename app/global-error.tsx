"use client";

import "./globals.css";

import { ErrorDetails, type BoundaryError } from "@/components/layout/error-details";

/**
 * Last-resort boundary when the root layout itself fails (and for /admin, which has no boundary of
 * its own); it must render its own <html>.
 */
export default function GlobalError({ error, reset }: { error: BoundaryError; reset: () => void }) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh items-center justify-center p-6 font-sans">
        <main className="max-w-xl text-center">
          <title>Unexpected Application Error!</title>
          <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
          <ErrorDetails error={error} className="mt-4 text-muted-foreground" />
          <button
            type="button"
            onClick={reset}
            className="mt-8 rounded-md bg-primary px-4 py-2 text-primary-foreground"
          >
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
