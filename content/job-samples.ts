import type { JobWrite } from "@/lib/careers/types";

/**
 * Sample job openings: clearly marked as samples, so a fresh clone shows a working careers page.
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
    title: "Sample: Senior Full-Stack Engineer (Next.js)",
    summary: "A sample role: lead client web projects end to end — architecture, code, reviews.",
    descriptionMarkdown: [
      "A **sample** opening, seeded so a fresh install shows how roles look.",
      "",
      "## What you will do",
      "",
      "- Lead client web projects from the first call to launch",
      "- Review code and mentor two or three engineers",
      "",
      "## What we look for",
      "",
      "- Five or more years with TypeScript and React",
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
    title: "Sample: Design Intern",
    summary: "A sample role: six months with our Head of Design on real client interfaces.",
    descriptionMarkdown: [
      "A **sample** opening for an internship in our Bengaluru studio.",
      "",
      "You will work on client interfaces and our design system, with a mentor every day.",
    ].join("\n"),
    employmentType: "INTERN",
    workplace: "hybrid",
    location: "Bengaluru, Karnataka",
    country: "IN",
    applicantCountries: [],
    validThrough: new Date(now + 60 * DAY_MS),
  },
];
