import type { IconName } from "./types";

/**
 * Placeholder people: the posts' authors (lib/blog/authors.ts) and the team's sample rows (seeded
 * once by lib/team/writes.ts; staff edit the team on /admin/team, not here). Portraits are drawn from
 * each name (lib/imagery/portrait.ts, looks chosen in content/portraits.ts), so a new member gets one
 * without a designer.
 */
export type TeamMember = {
  id: string;
  name: string;
  role: string;
  experience: string;
  location: string;
  description: string;
  achievements: readonly string[];
  skills: readonly string[];
  whatsapp: string;
  /** Portfolio link; may be a mailto: link. */
  work: string;
  workLabel: string;
};

const wa = (n: number) => `https://wa.me/9100000000${String(n).padStart(2, "0")}`;

export const team = [
  {
    id: "aarav-mehta",
    name: "Aarav Mehta",
    role: "Founder & Lead Engineer",
    experience: "9 years",
    location: "Bengaluru, India",
    description:
      "Leads architecture and client strategy; has shipped web platforms used by millions.",
    achievements: [
      "Founded the studio in 2022",
      "Led 21+ client launches",
      "Speaker at local React meetups",
    ],
    skills: ["Next.js", "TypeScript", "PostgreSQL", "Architecture"],
    whatsapp: wa(1),
    work: "https://portfolio.nimbuslabs.example/aarav",
    workLabel: "Portfolio",
  },
  {
    id: "sara-iyer",
    name: "Sara Iyer",
    role: "Head of Design",
    experience: "7 years",
    location: "Pune, India",
    description: "Turns complex workflows into calm, accessible interfaces people enjoy using.",
    achievements: [
      "Built our design system",
      "WCAG accessibility specialist",
      "Ran 100+ user interviews",
    ],
    skills: ["Figma", "UX Research", "Design Systems", "Accessibility"],
    whatsapp: wa(2),
    work: "https://portfolio.nimbuslabs.example/sara",
    workLabel: "Portfolio",
  },
  {
    id: "kabir-nair",
    name: "Kabir Nair",
    role: "Mobile Lead",
    experience: "6 years",
    location: "Kochi, India",
    description: "Builds React Native apps with native polish and near-zero crash rates.",
    achievements: ["Shipped 8 store apps", "Cut app start-up time by 40%", "Expo contributor"],
    skills: ["React Native", "Expo", "Swift", "Kotlin"],
    whatsapp: wa(3),
    work: "https://portfolio.nimbuslabs.example/kabir",
    workLabel: "Portfolio",
  },
  {
    id: "meera-rao",
    name: "Meera Rao",
    role: "AI Engineer",
    experience: "5 years",
    location: "Hyderabad, India",
    description: "Designs retrieval, evaluation and guardrails for AI features that stay reliable.",
    achievements: [
      "Built our AI evaluation toolkit",
      "Published NLP research",
      "Automated 60% of a client's support",
    ],
    skills: ["Python", "LLMs", "pgvector", "Evaluation"],
    whatsapp: wa(4),
    work: "https://portfolio.nimbuslabs.example/meera",
    workLabel: "Portfolio",
  },
  {
    id: "rohan-das",
    name: "Rohan Das",
    role: "Backend Engineer",
    experience: "6 years",
    location: "Kolkata, India",
    description: "Keeps APIs fast and data safe, from schema design to on-call runbooks.",
    achievements: [
      "Scaled an API to 5k requests/s",
      "Zero-downtime migrations",
      "Postgres performance tuning",
    ],
    skills: ["Node.js", "PostgreSQL", "Supabase", "Docker"],
    whatsapp: wa(5),
    work: "https://portfolio.nimbuslabs.example/rohan",
    workLabel: "Portfolio",
  },
  {
    id: "ananya-sen",
    name: "Ananya Sen",
    role: "Frontend Engineer",
    experience: "4 years",
    location: "Jaipur, India",
    description: "Crafts fast, accessible interfaces and obsesses over Core Web Vitals.",
    achievements: [
      "Lighthouse 100 on client sites",
      "Built our component library",
      "Mentors junior developers",
    ],
    skills: ["React", "Tailwind CSS", "Testing", "Performance"],
    whatsapp: wa(6),
    work: "https://portfolio.nimbuslabs.example/ananya",
    workLabel: "Portfolio",
  },
  {
    id: "vikram-joshi",
    name: "Vikram Joshi",
    role: "Project Manager",
    experience: "8 years",
    location: "Mumbai, India",
    description: "Keeps projects on time and clients informed, with a demo every week.",
    achievements: [
      "95% of projects delivered on schedule",
      "Certified Scrum Master",
      "Client satisfaction lead",
    ],
    skills: ["Agile", "Planning", "Client Relations", "QA"],
    whatsapp: wa(7),
    work: "mailto:vikram@nimbuslabs.example",
    workLabel: "Email",
  },
] as const satisfies readonly TeamMember[];

/** The about page's figures after the head count, which is the published team's (lib/team). */
export const teamStats = [
  { value: "45+", label: "Combined years of experience" },
  { value: "21+", label: "Projects shipped" },
  { value: "6", label: "Cities across India" },
] as const;

export const teamValues = [
  {
    icon: "users",
    title: "Collaboration",
    description: "Designers, engineers and clients solve problems together.",
  },
  {
    icon: "lightbulb",
    title: "Learning",
    description: "Every Friday afternoon is for learning and experiments.",
  },
  {
    icon: "shield",
    title: "Ownership",
    description: "We own our work from the first sketch to production.",
  },
] as const satisfies readonly { icon: IconName; title: string; description: string }[];

export const funFacts = [
  "We have shipped code from four different time zones.",
  "Our team speaks nine languages between us.",
  "Over 3,000 cups of chai consumed during sprint reviews.",
  "Every team member has contributed to open source.",
] as const;
