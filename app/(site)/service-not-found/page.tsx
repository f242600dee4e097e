import type { Metadata } from "next";

import { ServiceNotFound } from "@/components/services/service-not-found";

export const metadata: Metadata = {
  title: "Service Not Found",
  description:
    "There is no service at this address. Browse the web, mobile, AI, website, SaaS and dashboard services we offer.",
  robots: { index: false, follow: true },
};

/** Static target of proxy.ts's rewrite for unknown /services/{id}; always served with 404. */
export default function ServiceNotFoundPage() {
  return <ServiceNotFound />;
}
