import Link from "next/link";
import { HomeIcon } from "lucide-react";

import { Logo } from "@/components/layout/logo";
import { NotFoundReporter } from "@/components/layout/not-found-reporter";
import { Button } from "@/components/ui/button";
import { BRAND_NAME } from "@/content/site";

export const metadata = { title: "Page Not Found", robots: { index: false } };

/**
 * Spec §2 404 texts. Deliberately small: Next embeds this tree in every page's payload as the
 * not-found fallback, so the full header and footer here would be sent twice on every page.
 */
export default function NotFound() {
  return (
    <>
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6">
          <Link
            href="/"
            className="flex items-center gap-2 font-semibold"
            aria-label={`${BRAND_NAME} home`}
          >
            <Logo />
            <span className="text-lg">{BRAND_NAME}</span>
          </Link>
        </div>
      </header>
      <main id="main" className="flex min-h-[70dvh] items-center justify-center px-4">
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
      </main>
      <NotFoundReporter />
    </>
  );
}
