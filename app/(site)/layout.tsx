import { Particles } from "@/components/layout/particles";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";

export default function SiteLayout({ children }: LayoutProps<"/">) {
  return (
    <>
      <SiteHeader />
      <Particles />
      <ScrollToTop />
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        {children}
      </main>
      <SiteFooter />
      {/* Cookieless page views (public/visit.js, docs/analytics.md): the site's own file, so the
          strict CSP's 'self' allows it; async, so it never holds up the page. Public pages only:
          the staff side has a layout of its own. */}
      <script async src="/visit.js" />
    </>
  );
}
