import { ContactInfo } from "@/components/contact/contact-info";
import { PageHero } from "@/components/layout/page-hero";
import { Section } from "@/components/layout/section";
import { JsonLd } from "@/components/seo/json-ld";
import { ContactForm } from "@/components/leads/contact-form";
import { Toaster } from "@/components/ui/sonner";
import { contactFaqs, contactPage } from "@/content/contact";
import { siteConfig } from "@/content/site";
import { env } from "@/lib/env";
import { pageRenderedAt } from "@/lib/leads/rendered-at";
import { seoPageMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd, faqJsonLd, homeCrumb } from "@/lib/seo/structured-data";

export const metadata = seoPageMetadata("/contact");

export default function ContactPage() {
  const schedulingUrl = env.NEXT_PUBLIC_SCHEDULING_URL ?? siteConfig.defaultSchedulingUrl;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([homeCrumb, { name: "Contact", path: "/contact" }])} />
      <JsonLd data={faqJsonLd(contactFaqs)} />
      <PageHero title={contactPage.heroTitle} lead={contactPage.heroLead} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2">
        <section
          aria-labelledby="message-heading"
          className="rounded-xl border bg-card p-6 shadow-sm sm:p-8"
        >
          <h2 id="message-heading" className="text-2xl font-semibold">
            {contactPage.formTitle}
          </h2>
          <p className="mt-1 text-muted-foreground">{contactPage.formNote}</p>
          <div className="mt-6">
            <ContactForm renderedAt={pageRenderedAt()} />
          </div>
        </section>
        {/* From 1024 px the cards are shorter than the form: they stay in view beside it while it
            scrolls, instead of stopping half-way down and leaving the column empty. */}
        <div className="lg:sticky lg:top-28 lg:self-start">
          <ContactInfo schedulingUrl={schedulingUrl} />
        </div>
      </div>
      <Section title="Frequently Asked Questions" muted>
        <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
          {contactFaqs.map((faq) => (
            <li key={faq.question} className="rounded-xl border bg-card p-6 shadow-sm">
              <h3 className="font-semibold">{faq.question}</h3>
              <p className="mt-2 text-muted-foreground">{faq.answer}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Toaster />
    </>
  );
}
