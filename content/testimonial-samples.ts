import type { TestimonialInput } from "@/lib/testimonials/form-schema";

/**
 * Sample testimonials: the quotes the home page showed when they were typed copy, now seeded once
 * per database (lib/testimonials/repository.ts), listed as samples in /admin/testimonials and
 * edited or deleted there like any other.
 */
const base = {
  company: "",
  portraitMediaId: "",
  caseStudyId: "",
  onHome: true,
  status: "published" as const,
};

export const sampleTestimonials: TestimonialInput[] = [
  {
    ...base,
    quote:
      "They rebuilt our booking site in three weeks and our enquiries doubled. Clear updates every Friday.",
    personName: "Priya S.",
    personRole: "Founder, wellness studio",
    services: ["web-development", "custom-websites"],
    sortOrder: 1,
  },
  {
    ...base,
    quote:
      "The React Native app launched on both stores on schedule, and the crash rate has stayed near zero.",
    personName: "Daniel M.",
    personRole: "Product lead, logistics startup",
    services: ["app-development"],
    sortOrder: 2,
  },
  {
    ...base,
    quote:
      "Their AI assistant answers 60% of our support tickets with links to the right help article.",
    personName: "Aisha K.",
    personRole: "Head of support, SaaS company",
    services: ["ai-integrations", "saas-solutions"],
    sortOrder: 3,
  },
];
