import type { TestimonialInput } from "@/lib/testimonials/form-schema";

/**
 * Sample testimonials: the quotes the home page showed when they were typed copy, now seeded once
 * per database (lib/testimonials/repository.ts), listed as samples in /admin/testimonials and
 * edited or deleted there like any other. The people and companies are demo content; each person's
 * face is drawn from their name (content/portraits.ts) until staff pick a photo.
 */
const base = {
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
    personRole: "Founder",
    company: "Sattva Wellness Studio",
    services: ["web-development", "custom-websites"],
    sortOrder: 1,
  },
  {
    ...base,
    quote:
      "The React Native app launched on both stores on schedule, and the crash rate has stayed near zero.",
    personName: "Daniel M.",
    personRole: "Product lead",
    company: "Freightline Logistics",
    services: ["app-development"],
    sortOrder: 2,
  },
  {
    ...base,
    quote:
      "Their AI assistant answers 60% of our support tickets with links to the right help article.",
    personName: "Aisha K.",
    personRole: "Head of support",
    company: "Ledgerly, a SaaS for accountants",
    services: ["ai-integrations", "saas-solutions"],
    sortOrder: 3,
  },
];
