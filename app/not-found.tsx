import Link from "next/link";
import { HomeIcon } from "lucide-react";

import { NotFoundReporter } from "@/components/layout/not-found-reporter";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { Button } from "@/components/ui/button";

export const metadata = { title: "Page Not Found", robots: { index: false } };

/**
 * Spec §2 404 texts, inside the site's own header and footer: a visitor on a dead link keeps the
 * navigation to find what they were after. Unknown paths match no route group, so the (site)
 * layout is not around this page: it draws the chrome itself. (Next embeds this tree in every
 * page's payload as the not-found fallback; the chrome's markup is the price of a 404 that does
 * not strand the visitor.)
 */
export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <main id="main" className="flex min-h-[70dvh] items-center justify-center px-4 pt-16">
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
      <SiteFooter />
      <NotFoundReporter />
    </>
  );
}
