"use client";

import Link from "next/link";
import { useEffect } from "react";

import { ErrorDetails, type BoundaryError } from "@/components/layout/error-details";
import { buttonVariants } from "@/components/ui/button-variants";

/** Router fallback (spec §2): "Unexpected Application Error!", with a fixed message and the digest. */
export default function SiteError({ error, reset }: { error: BoundaryError; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Unexpected Application Error!</h1>
      <ErrorDetails error={error} className="mt-4 text-muted-foreground" />
      <div className="mt-8 flex gap-3">
        <button type="button" onClick={reset} className={buttonVariants()}>
          Try again
        </button>
        <Link href="/" className={buttonVariants({ variant: "outline" })}>
          Return to Home
        </Link>
      </div>
    </div>
  );
}
