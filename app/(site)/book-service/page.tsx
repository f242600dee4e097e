import Link from "next/link";
import { ArrowLeftIcon, CheckCircle2Icon } from "lucide-react";

import { Icon } from "@/components/icon";
import { PageHero } from "@/components/layout/page-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { bookingNextSteps } from "@/content/contact";
import { services } from "@/content/services";
import { siteConfig } from "@/content/site";
import { seoPageMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd, homeCrumb } from "@/lib/seo/structured-data";

export const metadata = seoPageMetadata("/book-service");

const bookingMail = (service: string) =>
  `mailto:${siteConfig.email}?subject=${encodeURIComponent(`Booking: ${service}`)}`;

export default function BookServicePage() {
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([homeCrumb, { name: "Book a Service", path: "/book-service" }])}
      />
      <PageHero
        title="Book Your Service"
        lead="Choose a service and tell us about your project. We reply within 24 hours."
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="choose-heading">
          <Button asChild variant="ghost" className="mb-6">
            <Link href="/services">
              <ArrowLeftIcon aria-hidden /> Back to Services
            </Link>
          </Button>
          <h2 id="choose-heading" className="text-2xl font-semibold">
            Choose a service
          </h2>
          {/* The booking form (validated, stored, mailed) arrives with the leads feature. */}
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {services.map((service) => (
              <li
                key={service.id}
                className="flex flex-col rounded-xl border bg-card p-5 shadow-sm"
              >
                <div className="flex items-center gap-3">
                  <Icon name={service.icon} className="size-5 text-primary" />
                  <h3 className="font-semibold">{service.name}</h3>
                </div>
                <p className="mt-2 flex-1 text-sm text-muted-foreground">{service.tagline}</p>
                <Button asChild variant="outline" className="mt-4">
                  <a href={bookingMail(service.name)}>
                    Book by e-mail<span className="sr-only">: {service.name}</span>
                  </a>
                </Button>
              </li>
            ))}
          </ul>
        </section>
        <aside aria-labelledby="next-heading" className="h-fit rounded-xl border bg-muted/60 p-6">
          <h2 id="next-heading" className="text-lg font-semibold">
            What happens next?
          </h2>
          <ol className="mt-4 space-y-3">
            {bookingNextSteps.map((step) => (
              <li key={step} className="flex gap-2 text-sm">
                <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                {step}
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </>
  );
}
