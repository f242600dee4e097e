import type { Metadata, Viewport } from "next";

import { NotFoundMessage } from "@/components/layout/not-found-message";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { ThemeScript } from "@/components/layout/theme-script";
import { BRAND_NAME } from "@/content/site";
import { inter } from "./fonts/inter";
import { spaceGrotesk } from "./fonts/space-grotesk";
import "./globals.css";
import { metadata as siteMetadata, viewport as siteViewport } from "./layout";

// No layout is around this page: the root layout's metadata is applied here by hand.
export const metadata: Metadata = {
  ...siteMetadata,
  title: `Page Not Found | ${BRAND_NAME}`,
  robots: { index: false },
};
export const viewport: Viewport = siteViewport;

/**
 * Every unknown path (next.config.ts `globalNotFound`): a page of its own, with the site's header
 * and footer so a visitor on a dead link keeps the navigation. It is no layout's child, so it
 * draws the document itself, as app/layout.tsx does.
 */
export default function GlobalNotFound() {
  return (
    <html
      lang="en"
      className={`${inter.variable} ${spaceGrotesk.variable}`}
      suppressHydrationWarning
    >
      <head>
        <ThemeScript />
      </head>
      <body className="min-h-dvh font-sans">
        <SiteHeader />
        <main id="main" tabIndex={-1} className="pt-16 outline-none">
          <NotFoundMessage />
        </main>
        <SiteFooter />
      </body>
    </html>
  );
}
