import Link from "next/link";
import { MailIcon, PhoneIcon, RssIcon, type LucideIcon } from "lucide-react";

import { BRAND_NAME, footerLinks, siteConfig, type NavItem } from "@/content/site";
import { NewsletterForm } from "@/components/leads/newsletter-form";
import { newsletterConsent } from "@/content/newsletter-consent";
import { NoScriptNote } from "@/components/leads/no-script-note";
import { contact, type ContactPoint } from "@/lib/contact";
import { pageRenderedAt } from "@/lib/leads/rendered-at";
import { Logo } from "./logo";

/** A way to reach us: a link, or plain text for a demo number nobody should dial (lib/contact.ts). */
function ContactLine({ point, icon: Icon }: { point: ContactPoint; icon: LucideIcon }) {
  const body = (
    <>
      <Icon className="size-4" aria-hidden /> {point.label}
    </>
  );
  return point.href ? (
    <a href={point.href} className="inline-flex items-center gap-2 hover:text-inverse-strong">
      {body}
    </a>
  ) : (
    <span className="inline-flex items-center gap-2">{body}</span>
  );
}

function LinkColumn({ title, links }: { title: string; links: readonly NavItem[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-inverse-strong">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.path}>
            {/* Plain <a> for non-page files (sitemap, RSS): no client router prefetch of XML. */}
            {link.path.endsWith(".xml") ? (
              <a href={link.path} className="footer-link">
                {link.name}
              </a>
            ) : (
              <Link href={link.path} prefetch={false} className="footer-link">
                {link.name}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  return (
    <footer className="bg-inverse text-inverse-foreground">
      {/* Below md the link columns pair up: one link per line, they were taller than a phone screen. */}
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 lg:grid-cols-5">
        <div className="col-span-2 md:col-span-1 lg:col-span-2">
          <Link
            href="/"
            className="flex items-center gap-2 font-semibold text-inverse-strong"
            aria-label={`${BRAND_NAME} home`}
          >
            <Logo />
            <span className="text-lg">{BRAND_NAME}</span>
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{siteConfig.description}</p>
          <ul className="mt-6 space-y-2 text-sm">
            <li>
              <ContactLine point={contact.email} icon={MailIcon} />
            </li>
            <li>
              <ContactLine point={contact.phone} icon={PhoneIcon} />
            </li>
            <li>
              <a
                href="/rss.xml"
                className="inline-flex items-center gap-2 hover:text-inverse-strong"
              >
                <RssIcon className="size-4" aria-hidden /> Subscribe via RSS
              </a>
            </li>
          </ul>
          <NewsletterForm renderedAt={pageRenderedAt()}>
            <p className="text-xs text-inverse-muted">{newsletterConsent.text}</p>
            <NoScriptNote
              text="Without JavaScript, your sign-up is held for a manual check before we confirm it."
              className="text-xs text-inverse-muted"
            />
          </NewsletterForm>
        </div>
        <LinkColumn title="Company" links={footerLinks.company} />
        <LinkColumn title="Services" links={footerLinks.services} />
        <LinkColumn title="Legal & Resources" links={footerLinks.legal} />
      </div>
      <div className="border-t border-inverse-border">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-inverse-muted sm:px-6">
          © {BRAND_NAME}, founded {siteConfig.foundingYear}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
