"use client";

import "./globals.css";

/** Last-resort boundary when the root layout itself fails; it must render its own <html>. */
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string; status?: number };
  reset: () => void;
}) {
  const detail = error.status ? String(error.status) : error.message || "Something went wrong.";
  return (
    <html lang="en">
      <body className="flex min-h-dvh items-center justify-center p-6 font-sans">
        <main className="max-w-xl text-center">
          <title>Unexpected Application Error!</title>
          <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
          <p className="mt-4 font-mono text-sm text-gray-600">{detail}</p>
          <button
            type="button"
            onClick={reset}
            className="mt-8 rounded-md bg-indigo-600 px-4 py-2 text-white"
          >
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
