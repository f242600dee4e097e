import { siteConfig } from "./site";

/** Careers page data. Openings are examples of roles we hire for; edit as hiring changes. */
export const careers = {
  applyEmail: siteConfig.email.replace(/^hello@/, "careers@"),
  intro:
    "We are a small, senior team that values craft, clear communication and learning. We hire a few people a year and look for generalists who enjoy talking to clients as much as writing code.",
  openings: [
    {
      title: "Senior Full-Stack Engineer (Next.js)",
      type: "Full-time · Remote (India)",
      summary: "Lead client web projects end to end: architecture, code, reviews and mentoring.",
    },
    {
      title: "React Native Developer",
      type: "Full-time · Remote (India)",
      summary: "Build and ship cross-platform apps with a focus on polish and reliability.",
    },
    {
      title: "Design Intern",
      type: "6 months · Bengaluru or remote",
      summary: "Work with our Head of Design on real client interfaces and our design system.",
    },
  ],
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
        "E-mail your CV and two or three pieces of work you are proud of, with a line on why they matter to you.",
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
