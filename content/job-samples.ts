import type { JobWrite } from "@/lib/careers/types";

/**
 * Sample job openings (isSample: visitors see a "Demo content" badge), so a fresh clone shows a
 * working careers page.
 * Seeded once at run time (lib/careers/seed.ts) with closing dates counted from that moment, listed
 * as samples in /admin/careers and deleted there like any other; never part of a build.
 */
const DAY_MS = 86_400_000;
const base = {
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryUnit: null,
  status: "published" as const,
  sortOrder: 0,
  isSample: true,
};

export const sampleJobOpenings = (now = Date.now()): JobWrite[] => [
  {
    ...base,
    title: "Senior Full-Stack Engineer (Next.js)",
    summary:
      "Lead client web projects end to end: architecture, code and reviews, from the first call to launch.",
    descriptionMarkdown: [
      "You will own two or three client projects a year, from the discovery call to the week after",
      "launch, with a designer and one or two engineers beside you.",
      "",
      "## What you will do",
      "",
      "- Turn a client's brief into an architecture and a plan they can read",
      "- Write the hard parts yourself: data models, server actions, the first screens",
      "- Review code and mentor two or three engineers",
      "",
      "## What we look for",
      "",
      "- Five or more years with TypeScript and React, two with Next.js in production",
      "- Clear writing: our clients read what you write",
    ].join("\n"),
    employmentType: "FULL_TIME",
    workplace: "remote",
    location: "",
    country: "IN",
    applicantCountries: ["IN"],
    salaryMin: 2_400_000,
    salaryMax: 3_600_000,
    salaryCurrency: "INR",
    salaryUnit: "YEAR",
    validThrough: new Date(now + 90 * DAY_MS),
  },
  {
    ...base,
    title: "Product Design Intern",
    summary: "Six months beside our Head of Design, shipping real client interfaces.",
    descriptionMarkdown: [
      "A six-month internship in our Bengaluru studio, three days a week on site.",
      "",
      "You will design screens for client products and components for our design system, with a",
      "mentor who reviews your work every day and a real release at the end of each month.",
    ].join("\n"),
    employmentType: "INTERN",
    workplace: "hybrid",
    location: "Bengaluru, Karnataka",
    country: "IN",
    applicantCountries: [],
    validThrough: new Date(now + 60 * DAY_MS),
  },
];
