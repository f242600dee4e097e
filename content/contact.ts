import type { Faq } from "./types";

/** Spec §2 /contact texts. */
export const contactPage = {
  heroTitle: "Get in Touch",
  heroLead:
    "Tell us what you want built and by when. After a free call you get a plan, a timeline and a fixed estimate.",
  formTitle: "Send us a message",
  formNote: "Our team replies within 24 hours.",
  asideTitle: "Let's start a conversation",
} as const;

export const contactFaqs = [
  {
    question: "What is your typical project timeline?",
    answer:
      "Most projects take 4-12 weeks depending on complexity. We give you a detailed timeline at the first consultation.",
  },
  {
    question: "Do you provide ongoing support?",
    answer:
      "Yes. We offer maintenance and support packages to keep your product secure, updated and improving.",
  },
  {
    question: "What technologies do you work with?",
    answer: "React, Next.js, Node.js, Supabase and AI integration tools, among others.",
  },
  {
    question: "Can you work with our existing systems?",
    answer: "Yes. We integrate with existing systems, APIs and databases.",
  },
] as const satisfies readonly Faq[];

/** Spec §2 /book-service "What happens next". */
export const bookingNextSteps = [
  "We review your request within 24 hours.",
  "We call you for a free consultation.",
  "You receive a detailed proposal.",
  "We start work on your project.",
] as const;
