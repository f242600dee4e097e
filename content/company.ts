import type { Faq, IconName, TitledText } from "./types";

/**
 * The spec's marketing claims the site keeps. Its "rating 4.9 from 127 reviews" is not claimed:
 * nothing on the site could back it; the home page counts the testimonials it publishes instead
 * (components/home/proof-tiles.tsx), and no rating of ourselves goes into JSON-LD either
 * (a self-serving review, docs/architecture.md "Testimonials").
 */
export const claims = {
  projects: "21+",
  satisfaction: "98%",
  support: "24/7",
  experience: "3+",
  founded: 2022,
} as const;

export type Stat = { value: string; label: string };

/**
 * The home page's results beside its headline number (claims.projects, told on its own tile):
 * values short enough for a third of a 320 px screen.
 */
export const resultNumbers = [
  { value: claims.satisfaction, label: "Client satisfaction" },
  { value: claims.support, label: "Support after launch" },
  { value: claims.experience, label: "Years of experience" },
] as const satisfies readonly Stat[];

/**
 * /about-company's numbers: how we work, not the home page's results (those are told once, on
 * the home page). Each is a promise stated elsewhere in this file (about.commitment, about.mission).
 */
export const workingNumbers = [
  { value: "24 h", label: "Until our first reply" },
  { value: "1", label: "Working demo every week" },
  { value: "100%", label: "Of the code is yours" },
  { value: String(claims.founded), label: "Building since" },
] as const satisfies readonly Stat[];

type IconText = TitledText & { icon: IconName };

export const about = {
  vision:
    "To be the development partner growing businesses trust first: a small senior team that builds software which is fast, accessible and built to last.",
  mission:
    "We turn ideas into reliable web, mobile and AI products, explain every decision in plain language, and leave clients with code they fully own and understand.",
  commitment:
    "Honest estimates, weekly demos, tested code and a reply within 24 hours. When something goes wrong, we tell you first and fix it fast.",
} as const;

export const timeline = [
  {
    year: "2022",
    title: "Founded",
    description: "Started as a two-person studio building websites for local startups.",
  },
  {
    year: "2023",
    title: "First Mobile Apps",
    description: "Shipped our first React Native apps and grew the team to five.",
  },
  {
    year: "2024",
    title: "AI Practice",
    description: "Launched AI integrations: assistants, document processing and search.",
  },
  {
    year: "2025",
    title: "SaaS & Dashboards",
    description: "Passed 20 delivered projects, adding SaaS platforms and analytics dashboards.",
  },
] as const;

export const processSteps = [
  {
    icon: "search",
    title: "Discover",
    description: "A free consultation to understand your goals, users and budget.",
  },
  {
    icon: "pen",
    title: "Design",
    description: "Wireframes and prototypes you can click before any code is written.",
  },
  {
    icon: "code",
    title: "Develop",
    description: "Two-week sprints with a working preview after each one.",
  },
  {
    icon: "check",
    title: "Test",
    description: "Automated tests, accessibility checks and a staging review with you.",
  },
  {
    icon: "rocket",
    title: "Launch & Grow",
    description: "Go live, measure results and keep improving with ongoing support.",
  },
] as const satisfies readonly IconText[];

export const whyChooseUs = [
  {
    icon: "shield",
    title: "Quality You Can Check",
    description: "Tested, typed and documented code, reviewed by a senior engineer.",
  },
  {
    icon: "handshake",
    title: "Clear Communication",
    description: "One point of contact, weekly demos and answers within 24 hours.",
  },
  {
    icon: "zap",
    title: "Built for Speed",
    description: "Fast pages and apps that score well on Core Web Vitals.",
  },
  {
    icon: "heart",
    title: "Long-Term Partner",
    description: `${claims.support} support and maintenance plans after launch.`,
  },
] as const satisfies readonly IconText[];

export const techStack = {
  Frontend: ["React", "Next.js", "TypeScript", "Tailwind CSS"],
  Mobile: ["React Native", "Expo"],
  Backend: ["Node.js", "PostgreSQL", "Supabase", "Python"],
  "AI & Data": ["OpenAI", "LangChain", "pgvector"],
  "Cloud & DevOps": ["Vercel", "Docker", "GitHub Actions"],
} as const satisfies Record<string, readonly string[]>;

export const values = [
  {
    icon: "lightbulb",
    title: "Curiosity",
    description: "We learn your business before we write a line of code.",
  },
  {
    icon: "shield",
    title: "Integrity",
    description: "Honest estimates and no surprises on the invoice.",
  },
  {
    icon: "check",
    title: "Craft",
    description: "We care about the details users feel: speed, clarity and accessibility.",
  },
  {
    icon: "users",
    title: "Partnership",
    description: "Your success is our success, long after launch.",
  },
] as const satisfies readonly IconText[];

export const industries = [
  "Startups",
  "E-commerce",
  "Healthcare",
  "Education",
  "Finance",
  "Real Estate",
  "Logistics",
  "Hospitality",
] as const;

export const homeFaqs = [
  {
    question: "How much does a project cost?",
    answer:
      "Websites start at $1,000 and web applications at $2,000. After a free consultation you get a fixed estimate for your scope.",
  },
  {
    question: "How long does a typical project take?",
    answer: "Most projects take 4-12 weeks depending on complexity; simple websites 2-4 weeks.",
  },
  {
    question: "Do you work with startups?",
    answer:
      "Yes. Most of our clients are startups and growing businesses, and we offer milestone-based pricing.",
  },
  {
    question: "Who owns the code?",
    answer: "You do. Code, accounts and infrastructure are yours from day one.",
  },
  {
    question: "Do you provide support after launch?",
    answer: "Yes, with maintenance and support packages, including 24/7 monitoring.",
  },
] as const satisfies readonly Faq[];

/** Offers in the Organization structured data (spec §9: six offers, USD starting prices). */
export const offerCatalog = [
  { name: "Web Development", price: 2000, path: "/services/web-development" },
  { name: "Mobile App Development", price: 3000, path: "/services/app-development" },
  { name: "AI Integration", price: 1500, path: "/services/ai-integrations" },
  { name: "Custom Website", price: 1000, path: "/services/custom-websites" },
  { name: "SaaS Development", price: 5000, path: "/services/saas-solutions" },
  { name: "Digital Transformation Consulting", price: 500, path: "/contact" },
] as const;
