/**
 * The 12 static pages the SEO dashboard lists (spec §2 /admin/seo, §9). Their titles and
 * descriptions are also the pages' own metadata, so the dashboard shows what crawlers see.
 * Titles here exclude the " | {brand}" suffix the layout appends.
 */
type ChangeFrequency = "always" | "hourly" | "daily" | "weekly" | "monthly" | "yearly" | "never";

export type SeoPage = {
  url: string;
  title: string;
  description: string;
  keywords: readonly string[];
  lastModified: string;
  changeFreq: ChangeFrequency;
  priority: number;
};

const LAST_MODIFIED = "2025-08-30";

export const seoPages = [
  {
    url: "/",
    title: "Web, Mobile & AI Development Agency",
    description:
      "We build fast websites, React Native apps, AI integrations and SaaS products for startups and enterprises. Book a free consultation with our senior team.",
    keywords: ["web development agency", "app development", "AI integration"],
    lastModified: LAST_MODIFIED,
    changeFreq: "weekly",
    priority: 1,
  },
  {
    url: "/services",
    title: "Our Services: Web, Mobile, AI & SaaS",
    description:
      "Explore our development services: web applications, React Native mobile apps, AI integrations, custom websites, SaaS platforms and custom dashboards.",
    keywords: ["development services", "software agency services"],
    lastModified: LAST_MODIFIED,
    changeFreq: "monthly",
    priority: 0.9,
  },
  {
    url: "/services/web-development",
    title: "Web Development Services with Next.js",
    description:
      "Full-stack web applications built with React, Next.js and Node.js: server-rendered for speed and search, tested end to end and easy to extend.",
    keywords: ["web development", "Next.js development", "React agency"],
    lastModified: LAST_MODIFIED,
    changeFreq: "monthly",
    priority: 0.8,
  },
  {
    url: "/services/app-development",
    title: "React Native Mobile App Development",
    description:
      "Cross-platform iOS and Android apps built with React Native: native performance, offline support and a smooth path through both app stores.",
    keywords: ["mobile app development", "React Native", "iOS and Android apps"],
    lastModified: LAST_MODIFIED,
    changeFreq: "monthly",
    priority: 0.8,
  },
  {
    url: "/services/ai-integrations",
    title: "AI Integration Services for Business",
    description:
      "Practical AI features: assistants grounded in your documents, document processing, semantic search and workflow automation, with guardrails built in.",
    keywords: ["AI integration", "AI assistants", "LLM development"],
    lastModified: LAST_MODIFIED,
    changeFreq: "monthly",
    priority: 0.8,
  },
  {
    url: "/services/custom-websites",
    title: "Custom Website Design and Development",
    description:
      "Custom-designed marketing websites with an easy content editor, built for speed, accessibility and search so your website brings in new customers.",
    keywords: ["custom website", "website design", "business website"],
    lastModified: LAST_MODIFIED,
    changeFreq: "monthly",
    priority: 0.8,
  },
  {
    url: "/work",
    title: "Our Work: Portfolio and Case Studies",
    description:
      "Case studies from our portfolio of web development, SaaS, mobile and AI projects: the problem, what we built and the results it brought.",
    keywords: ["portfolio", "case studies"],
    lastModified: LAST_MODIFIED,
    changeFreq: "monthly",
    priority: 0.8,
  },
  {
    url: "/about-company",
    title: "About Our Company: Vision and Mission",
    description:
      "Founded in 2022, we are a senior team of engineers and designers building web, mobile and AI products. Read about our vision, journey and values.",
    keywords: ["about us", "software company India"],
    lastModified: LAST_MODIFIED,
    changeFreq: "monthly",
    priority: 0.7,
  },
  {
    url: "/about-us",
    title: "Meet Our Team of Engineers and Designers",
    description:
      "Meet the engineers, designers and project leads behind our work: who they are, what each of them does, and the values we share as a team.",
    keywords: ["our team", "developers", "designers"],
    lastModified: LAST_MODIFIED,
    changeFreq: "monthly",
    priority: 0.7,
  },
  {
    url: "/contact",
    title: "Contact Us: Start Your Project Today",
    description:
      "Tell us about your project and get a reply within 24 hours. E-mail us, schedule a free consultation call, or send a message using our contact form.",
    keywords: ["contact", "free consultation"],
    lastModified: LAST_MODIFIED,
    changeFreq: "monthly",
    priority: 0.8,
  },
  {
    url: "/book-service",
    title: "Book a Service: Free Project Consultation",
    description:
      "Book a web, mobile, AI or custom website service. We review your request within 24 hours, call you for a free consultation and send a proposal.",
    keywords: ["book service", "hire developers"],
    lastModified: LAST_MODIFIED,
    changeFreq: "monthly",
    priority: 0.7,
  },
  {
    url: "/blogs",
    title: "Tech Blog: Web, Mobile and AI Insights",
    description:
      "Articles from our engineers on Next.js, React Native, AI integration, performance and building software products, plus curated news from the web.",
    keywords: ["tech blog", "web development blog"],
    lastModified: LAST_MODIFIED,
    changeFreq: "daily",
    priority: 0.9,
  },
] as const satisfies readonly SeoPage[];

export type SeoPath = (typeof seoPages)[number]["url"];

export function getSeoPage(url: SeoPath): SeoPage {
  const page = seoPages.find((p) => p.url === url);
  if (!page) throw new Error(`No SEO record for ${url}`);
  return page;
}

/** Keyword lists for the SEO dashboard's Keywords tab. */
export const keywordGroups = {
  primary: [
    "web development agency",
    "mobile app development",
    "AI integration services",
    "custom website design",
    "SaaS development",
    "software development company",
  ],
  technical: [
    "Next.js",
    "React",
    "React Native",
    "TypeScript",
    "Node.js",
    "PostgreSQL",
    "Supabase",
    "Tailwind CSS",
  ],
  business: [
    "startup MVP",
    "digital transformation",
    "enterprise software",
    "free consultation",
    "dedicated development team",
    "India software agency",
  ],
} as const;
