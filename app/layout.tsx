import type { Metadata, Viewport } from "next";

import { ThemeScript } from "@/components/layout/theme-script";
import { brandHex } from "@/content/brand-colors";
import { BRAND_NAME, siteConfig } from "@/content/site";
import { siteUrl } from "@/lib/env";
import { rssAlternate } from "@/lib/seo/metadata";
import { inter } from "./fonts/inter";
import { spaceGrotesk } from "./fonts/space-grotesk";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: BRAND_NAME, template: `%s | ${BRAND_NAME}` },
  description: siteConfig.description,
  applicationName: BRAND_NAME,
  alternates: { types: rssAlternate },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  // The browser's chrome follows the system theme (a stored choice cannot reach a cached page's meta).
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: brandHex.indigo },
    { media: "(prefers-color-scheme: dark)", color: brandHex.night },
  ],
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: LayoutProps<"/">) {
  return (
    // ThemeScript may add the stored theme's class before React hydrates: expected, not a mismatch.
    <html
      lang="en"
      className={`${inter.variable} ${spaceGrotesk.variable}`}
      suppressHydrationWarning
    >
      <head>
        <ThemeScript />
      </head>
      <body className="min-h-dvh font-sans">{children}</body>
    </html>
  );
}
