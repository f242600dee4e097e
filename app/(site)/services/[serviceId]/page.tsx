import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { JsonLd } from "@/components/seo/json-ld";
import { ServiceDetail } from "@/components/services/service-detail";
import { ServiceTestimonials } from "@/components/testimonials/testimonials";
import { ServiceWork } from "@/components/work/selected-work";
import { getService, services } from "@/content/services";
import { pageMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd, faqJsonLd, homeCrumb, serviceJsonLd } from "@/lib/seo/structured-data";
import { seoPages } from "@/content/seo-pages";

export function generateStaticParams() {
  return services.map((service) => ({ serviceId: service.id }));
}

// A page-cache entry rendered again when a case study or a testimonial is written (lib/publishing/content-types.mjs):
// like a post's page, it renders blocking on request rather than from a fallback shell.
export const unstable_paramMatching = { serviceId: "blocking" };

export async function generateMetadata({
  params,
}: PageProps<"/services/[serviceId]">): Promise<Metadata> {
  const { serviceId } = await params;
  const service = getService(serviceId);
  if (!service) return { title: "Service Not Found", robots: { index: false } };
  const seo = seoPages.find((page) => page.url === `/services/${service.id}`);
  return pageMetadata({
    title: seo?.title ?? service.title,
    description: seo?.description ?? service.description,
    path: `/services/${service.id}`,
    keywords: seo?.keywords ?? service.technologies,
  });
}

export default async function ServicePage({ params }: PageProps<"/services/[serviceId]">) {
  const { serviceId } = await params;
  const service = getService(serviceId);
  if (!service) notFound();
  return (
    <>
      <JsonLd data={serviceJsonLd(service)} />
      <JsonLd
        data={breadcrumbJsonLd([
          homeCrumb,
          { name: "Services", path: "/services" },
          { name: service.name, path: `/services/${service.id}` },
        ])}
      />
      <JsonLd data={faqJsonLd(service.faqs)} />
      <ServiceDetail
        service={service}
        proof={
          <>
            <ServiceWork serviceId={service.id} name={service.name} />
            <ServiceTestimonials serviceId={service.id} />
          </>
        }
      />
    </>
  );
}
