import { contactAddress } from "@/lib/contact";

/** The careers page's copy. The open roles are staff-managed (/admin/careers, lib/careers). */
export const careers = {
  applyEmail: contactAddress.replace(/^hello@/, "careers@"),
  intro:
    "We are a small, senior team that values craft, clear communication and learning. We hire a few people a year and look for generalists who enjoy talking to clients as much as writing code.",
  benefits: [
    "Remote-first with quarterly meet-ups",
    "Learning budget and Friday learning afternoons",
    "Health insurance for you and your family",
    "Flexible hours around a few shared core hours",
  ],
  steps: [
    {
      title: "Send your application",
      description:
        "Apply on the role's page with a link to your CV and two or three pieces of work you are proud of, with a line on why they matter to you.",
    },
    {
      title: "Intro call",
      description: "A 30-minute conversation about you, the role and how we work.",
    },
    {
      title: "Practical exercise",
      description: "A short, paid exercise close to real client work; no whiteboard puzzles.",
    },
    {
      title: "Meet the team",
      description:
        "Talk with the people you would work with, then we decide together within a week.",
    },
  ],
} as const;
