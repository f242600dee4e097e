import Link from "next/link";
import { ArrowLeftIcon, CheckCircle2Icon } from "lucide-react";

import { BookingForm } from "@/components/leads/booking-form";
import { PageHero } from "@/components/layout/page-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { Toaster } from "@/components/ui/sonner";
import { bookingNextSteps } from "@/content/contact";
import { services } from "@/content/services";
import { pageRenderedAt } from "@/lib/leads/rendered-at";
import { seoPageMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd, homeCrumb } from "@/lib/seo/structured-data";

export const metadata = seoPageMetadata("/book-service");

const serviceOptions = services.map(({ id, name }) => ({ id, name }));

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
        <div>
          <Button asChild variant="ghost" className="mb-6">
            <Link href="/services">
              <ArrowLeftIcon aria-hidden /> Back to Services
            </Link>
          </Button>
          <div className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
            <BookingForm services={serviceOptions} renderedAt={pageRenderedAt()} />
          </div>
        </div>
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
      <Toaster />
    </>
  );
}
