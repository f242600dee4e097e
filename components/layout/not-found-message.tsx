import { HomeIcon } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { NotFoundReporter } from "./not-found-reporter";

/** Spec §2 404 texts and a way home; the path is reported to the server log once. */
export function NotFoundMessage() {
  return (
    <div className="flex min-h-[70dvh] items-center justify-center px-4">
      <div className="text-center">
        <h1 className="text-7xl font-bold text-primary">404</h1>
        <p className="mt-4 text-xl text-muted-foreground">
          Oops! The page you&apos;re looking for doesn&apos;t exist.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link href="/">
            <HomeIcon aria-hidden /> Return to Home
          </Link>
        </Button>
      </div>
      <NotFoundReporter />
    </div>
  );
}
