import { committedCoverAlt } from "@/lib/imagery/committed-covers";
import type { CaseStudyWrite } from "@/lib/work/types";

/**
 * Sample case studies: clearly fictional (invented clients, marked as samples), so a fresh clone
 * shows a working portfolio. Seeded at run time like the sample posts (lib/work/seed.ts), listed
 * as samples in /admin/work and deleted there like any other; never part of a build.
 */
/** A committed cover, described as what it is: generated abstract art with a label. */
const cover = (coverUrl: string) => ({ coverUrl, coverAlt: committedCoverAlt(coverUrl) ?? "" });

const base = {
  coverAlt: "",
  gallery: [],
  testimonialQuote: null,
  testimonialName: null,
  testimonialRole: null,
  liveUrl: null,
  status: "published" as const,
  isSample: true,
};

export const sampleCaseStudies: CaseStudyWrite[] = [
  {
    ...base,
    title: "Sample: a live freight dashboard for a fictional logistics group",
    client: "Northwind Freight (fictional)",
    summary:
      "A sample case study: replacing nightly spreadsheet exports with a live operations dashboard.",
    categories: ["web-development", "enterprise-solutions"],
    services: ["custom-dashboards", "web-development"],
    challengeMarkdown:
      "Dispatchers worked from spreadsheets exported overnight, so every decision used yesterday's numbers.",
    approachMarkdown:
      "We streamed depot events into **PostgreSQL**, built role-based views in Next.js and shipped in two-week slices, each used by a real depot.",
    outcomeMarkdown:
      "Dispatchers now see every truck within a minute of its last scan. *All figures are illustrative.*",
    results: [
      { label: "Data freshness", value: "< 1 min" },
      { label: "Manual exports", value: "−100 %" },
    ],
    technologies: ["Next.js", "PostgreSQL", "TypeScript"],
    ...cover("/blog/work-sample-logistics.svg"),
    featured: true,
    sortOrder: 1,
    testimonialQuote: "We stopped arguing about whose spreadsheet was right.",
    testimonialName: "Alex Example",
    testimonialRole: "Head of Operations (fictional)",
  },
  {
    ...base,
    title: "Sample: an appointment app for a fictional clinic network",
    client: "Meadow Clinics (fictional)",
    summary: "A sample case study: booking, reminders and check-in in one mobile app.",
    categories: ["mobile-development"],
    services: ["app-development"],
    challengeMarkdown: "Patients booked by phone during office hours only, and one in five missed.",
    approachMarkdown:
      "A React Native app with self-service booking, reminders and a QR check-in, backed by the clinics' existing calendar.",
    outcomeMarkdown:
      "Most bookings now happen outside office hours. *All figures are illustrative.*",
    results: [
      { label: "Missed appointments", value: "−38 %" },
      { label: "Bookings after hours", value: "61 %" },
    ],
    technologies: ["React Native", "Node.js"],
    ...cover("/blog/work-sample-clinic.svg"),
    featured: true,
    sortOrder: 2,
  },
  {
    ...base,
    title: "Sample: a support assistant grounded in a fictional retailer's help centre",
    client: null,
    summary: "A sample case study: answers drafted from the help centre, checked by agents.",
    categories: ["ai-solutions"],
    services: ["ai-integrations"],
    challengeMarkdown:
      "Agents answered the same fifty questions all day, and queues grew in sales.",
    approachMarkdown:
      "Retrieval over the help centre, drafted answers with cited sources, and an agent who approves every reply.",
    outcomeMarkdown: "Agents spend their time on the hard tickets. *All figures are illustrative.*",
    results: [{ label: "First reply time", value: "−54 %" }],
    technologies: ["Python", "PostgreSQL", "pgvector"],
    ...cover("/blog/work-sample-support-ai.svg"),
    featured: false,
    sortOrder: 3,
  },
  {
    ...base,
    title: "Sample: a multi-tenant stock planner for fictional independent shops",
    client: "Corner Shops Co-op (fictional)",
    summary: "A sample case study: a SaaS product from prototype to paying tenants.",
    categories: ["saas-solutions", "web-development"],
    services: ["saas-solutions", "web-development"],
    challengeMarkdown: "Shops reordered by gut feeling and ran out of best-sellers every weekend.",
    approachMarkdown:
      "A multi-tenant Next.js app with per-shop forecasts, Stripe billing and an onboarding that imports the till's history.",
    outcomeMarkdown: "Weekend stock-outs became rare. *All figures are illustrative.*",
    results: [
      { label: "Stock-outs", value: "−47 %" },
      { label: "Page load", value: "−62 %" },
    ],
    technologies: ["Next.js", "Stripe", "PostgreSQL"],
    ...cover("/blog/work-sample-retail-saas.svg"),
    featured: true,
    sortOrder: 4,
  },
];
