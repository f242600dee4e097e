import type { Faq, IconName, TitledText } from "./types";

export type Service = {
  id: string;
  title: string;
  /** Short name used in menus, breadcrumbs and the booking form. */
  name: string;
  tagline: string;
  description: string;
  /** Tailwind gradient classes; every pair keeps white text above 4.5:1 contrast. */
  /** oklch hue of its band (bg-tint); lightness and chroma are the theme's. */
  hue: number;
  icon: IconName;
  features: readonly [string, string, string, string];
  offers: readonly TitledText[];
  process: readonly TitledText[];
  technologies: readonly string[];
  keyFeatures: readonly string[];
  uniqueFeatures: readonly [TitledText, TitledText, TitledText, TitledText];
  faqs: readonly Faq[];
  startingPriceUsd: number;
};

const discovery = (what: string): TitledText => ({
  title: "Discovery & Planning",
  description: `We map your goals, users and constraints, then agree on scope, milestones and a fixed estimate for your ${what}.`,
});
const launch = (what: string): TitledText => ({
  title: "Launch & Support",
  description: `We ship your ${what} to production, monitor it closely and stay on for fixes, improvements and 24/7 support.`,
});

export const services = [
  {
    id: "web-development",
    title: "Web Development Services",
    name: "Web Development",
    tagline:
      "Next.js applications that stay fast on a phone and easy for your own developers to change.",
    description:
      "Full-stack web applications built with React, Next.js and Node.js: server-rendered for speed and search, tested end to end, and easy for your team to extend.",
    hue: 250,
    icon: "code",
    features: [
      "Server-rendered React and Next.js",
      "APIs and databases that scale",
      "Performance and Core Web Vitals tuning",
      "Accessible, responsive interfaces",
    ],
    offers: [
      {
        title: "Web Applications",
        description: "Customer portals, marketplaces and internal tools built on Next.js.",
      },
      {
        title: "API Development",
        description: "REST and GraphQL APIs with authentication, rate limits and docs.",
      },
      {
        title: "Progressive Web Apps",
        description: "Installable, offline-capable apps that feel native on any device.",
      },
      {
        title: "E-commerce",
        description: "Storefronts and checkouts integrated with your payment provider.",
      },
      {
        title: "Performance Audits",
        description: "Measured fixes for slow pages, heavy bundles and poor vitals.",
      },
      {
        title: "Maintenance",
        description: "Dependency upgrades, security patches and monitoring every month.",
      },
    ],
    process: [
      discovery("web application"),
      {
        title: "UX & Architecture",
        description: "Wireframes, data model and an architecture that fits your traffic and team.",
      },
      {
        title: "Agile Development",
        description: "Two-week sprints with a working preview you can click after every sprint.",
      },
      {
        title: "Testing & QA",
        description: "Automated unit, integration and browser tests plus accessibility checks.",
      },
      launch("web application"),
    ],
    technologies: [
      "React",
      "Next.js",
      "TypeScript",
      "Node.js",
      "PostgreSQL",
      "Supabase",
      "Tailwind CSS",
      "Vercel",
    ],
    keyFeatures: [
      "Responsive design",
      "SEO-ready rendering",
      "Role-based access",
      "Analytics",
      "CI/CD pipelines",
      "Automated tests",
    ],
    uniqueFeatures: [
      {
        title: "Speed by Default",
        description: "Pre-rendered pages and small bundles keep every page fast on a phone.",
      },
      {
        title: "Clean Codebase",
        description: "Typed, tested and documented code your own developers can take over.",
      },
      {
        title: "Security First",
        description: "Input validation, secure headers and least-privilege access from day one.",
      },
      {
        title: "Transparent Delivery",
        description: "Weekly demos and a shared board, so you always know where things stand.",
      },
    ],
    faqs: [
      {
        question: "How long does a web project take?",
        answer:
          "Simple websites take 2-4 weeks; web applications usually 8-16 weeks depending on scope. You get a detailed timeline after the first consultation.",
      },
      {
        question: "Which technologies do you use?",
        answer:
          "Mostly React, Next.js, TypeScript and Node.js with PostgreSQL or Supabase, chosen to fit your team and hosting.",
      },
      {
        question: "Can you work on an existing codebase?",
        answer:
          "Yes. We start with a short audit, then improve your application step by step without a risky rewrite.",
      },
      {
        question: "Will my site rank well in search?",
        answer:
          "We build with server rendering, structured data, sitemaps and fast load times, the technical basics search engines reward.",
      },
      {
        question: "Do you offer support after launch?",
        answer:
          "Yes, monthly maintenance plans cover updates, monitoring, backups and small improvements.",
      },
    ],
    startingPriceUsd: 2000,
  },
  {
    id: "app-development",
    title: "Mobile App Development",
    name: "App Development",
    tagline:
      "One React Native codebase, in the App Store and Google Play, kept up to date after launch.",
    description:
      "Cross-platform iOS and Android apps built with React Native: native performance, shared code, offline support and a smooth path through both app stores.",
    hue: 291,
    icon: "smartphone",
    features: [
      "iOS and Android from one codebase",
      "Offline-first data sync",
      "Push notifications and deep links",
      "App Store and Play Store releases",
    ],
    offers: [
      {
        title: "React Native Apps",
        description: "Cross-platform apps with native modules where performance matters.",
      },
      {
        title: "App UI/UX Design",
        description: "Platform-aware designs tested with real users before we build.",
      },
      {
        title: "Backend & APIs",
        description: "Auth, data sync and notifications on a backend sized for your users.",
      },
      {
        title: "App Store Launch",
        description: "Store listings, review guidelines, signing and staged rollouts handled.",
      },
      {
        title: "App Modernisation",
        description: "Move an ageing native or hybrid app onto a maintainable codebase.",
      },
      {
        title: "Ongoing Updates",
        description: "OS upgrades, crash monitoring and feature releases after launch.",
      },
    ],
    process: [
      discovery("mobile app"),
      {
        title: "Prototype & Design",
        description:
          "Clickable prototypes on real devices so you can feel the app before it is built.",
      },
      {
        title: "Development",
        description:
          "Feature sprints with test builds delivered to your phone through TestFlight and Play testing.",
      },
      {
        title: "Device Testing",
        description: "Testing across screen sizes, OS versions and flaky networks.",
      },
      launch("mobile app"),
    ],
    technologies: [
      "React Native",
      "Expo",
      "TypeScript",
      "Supabase",
      "Firebase Cloud Messaging",
      "SQLite",
      "Fastlane",
    ],
    keyFeatures: [
      "Offline mode",
      "Biometric sign-in",
      "Push notifications",
      "In-app purchases",
      "Analytics",
      "Crash reporting",
    ],
    uniqueFeatures: [
      {
        title: "Shared Codebase",
        description:
          "Roughly 90% of the code is shared between iOS and Android, which halves maintenance.",
      },
      {
        title: "Native Feel",
        description:
          "Platform conventions, smooth 60 fps animations and native modules where needed.",
      },
      {
        title: "Store-Ready",
        description:
          "We know the review guidelines and prepare listings, privacy labels and screenshots.",
      },
      {
        title: "Measured Quality",
        description: "Crash-free sessions and start-up time tracked from the first beta.",
      },
    ],
    faqs: [
      {
        question: "Should I build native or cross-platform?",
        answer:
          "For most products React Native delivers native quality at lower cost. We recommend fully native only for heavy graphics or hardware work.",
      },
      {
        question: "How long does an app take?",
        answer: "A focused first version usually takes 8-14 weeks, including store review.",
      },
      {
        question: "Do you publish the app for me?",
        answer:
          "Yes. We prepare the listings and handle submission, under your own developer accounts.",
      },
      {
        question: "Can the app work offline?",
        answer: "Yes. We store data on the device and sync it when the connection returns.",
      },
      {
        question: "What does maintenance involve?",
        answer:
          "Updates for new iOS and Android versions, dependency upgrades, monitoring and small features.",
      },
    ],
    startingPriceUsd: 3000,
  },
  {
    id: "ai-integrations",
    title: "AI Integration Services",
    name: "AI Integrations",
    tagline:
      "Assistants and automation that answer from your own documents, cite their sources and are measured before they ship.",
    description:
      "We add AI where it pays off: assistants grounded in your own documents, document processing, smart search and workflow automation, with guardrails and measured quality.",
    hue: 320,
    icon: "brain",
    features: [
      "Assistants grounded in your data",
      "Document and email automation",
      "Semantic search and recommendations",
      "Evaluation, guardrails and cost control",
    ],
    offers: [
      {
        title: "AI Assistants",
        description: "Chat and voice assistants that answer from your knowledge base with sources.",
      },
      {
        title: "Document Processing",
        description: "Extract data from invoices, contracts and forms into your systems.",
      },
      {
        title: "Semantic Search",
        description: "Search that understands meaning, built on vector indexes in Postgres.",
      },
      {
        title: "Workflow Automation",
        description: "AI steps inside your existing tools to remove repetitive work.",
      },
      {
        title: "AI Strategy",
        description: "A short engagement to find the use cases with a real return.",
      },
      {
        title: "Evaluation & Safety",
        description: "Test sets, guardrails and monitoring that keep answers reliable.",
      },
    ],
    process: [
      discovery("AI feature"),
      {
        title: "Data & Prototype",
        description: "A working prototype on a sample of your data within the first two weeks.",
      },
      {
        title: "Evaluation",
        description:
          "We measure answer quality on a test set you help define, before building further.",
      },
      {
        title: "Integration",
        description:
          "The feature is wired into your product, with permissions, logging and cost limits.",
      },
      launch("AI feature"),
    ],
    technologies: [
      "OpenAI API",
      "Anthropic API",
      "LangChain",
      "pgvector",
      "Python",
      "TypeScript",
      "Supabase",
    ],
    keyFeatures: [
      "Retrieval-augmented answers",
      "Source citations",
      "PII redaction",
      "Usage dashboards",
      "Human review queues",
      "Model fallbacks",
    ],
    uniqueFeatures: [
      {
        title: "Grounded Answers",
        description: "Responses cite your own documents, so users can check every claim.",
      },
      {
        title: "Measured Quality",
        description: "Every change is scored against a test set before it reaches users.",
      },
      {
        title: "Privacy Aware",
        description: "Sensitive data is redacted, and nothing is used to train third-party models.",
      },
      {
        title: "Cost Control",
        description: "Caching, smaller models where they suffice, and hard monthly limits.",
      },
    ],
    faqs: [
      {
        question: "Is my data safe with AI providers?",
        answer:
          "We use enterprise API terms that exclude training on your data, redact personal data and can host models privately when required.",
      },
      {
        question: "How quickly can we see results?",
        answer: "Most clients see a working prototype on their own data within two weeks.",
      },
      {
        question: "What does running AI cost?",
        answer:
          "It depends on volume. We estimate monthly usage up front and build in caching and limits.",
      },
      {
        question: "Can AI work with our existing systems?",
        answer:
          "Yes. We integrate with your CRM, help desk, databases and internal tools through their APIs.",
      },
      {
        question: "What if the AI gives a wrong answer?",
        answer:
          "We design for it: sources are shown, confidence thresholds route hard cases to people, and feedback improves the system.",
      },
    ],
    startingPriceUsd: 1500,
  },
  {
    id: "custom-websites",
    title: "Custom Website Solutions",
    name: "Custom Websites",
    tagline:
      "A fast marketing site designed for your brand, not a template, that your team edits without us.",
    description:
      "Custom-designed marketing websites with an easy content editor, built for speed, accessibility and search, so your site brings in customers instead of just sitting there.",
    hue: 264,
    icon: "palette",
    features: [
      "Custom design, no templates",
      "Content you can edit yourself",
      "SEO and analytics from day one",
      "Accessible to every visitor",
    ],
    offers: [
      {
        title: "Website Design",
        description: "A distinctive design system built around your brand and audience.",
      },
      {
        title: "CMS Integration",
        description: "An editor your marketing team can use without calling a developer.",
      },
      {
        title: "Landing Pages",
        description: "Focused campaign pages built to convert, with A/B testing.",
      },
      {
        title: "SEO Setup",
        description: "Metadata, structured data, sitemaps and redirects done properly.",
      },
      {
        title: "Website Redesign",
        description: "A refresh that keeps your search rankings and improves conversions.",
      },
      {
        title: "Hosting & Care",
        description: "Fast hosting, backups, uptime monitoring and monthly updates.",
      },
    ],
    process: [
      discovery("website"),
      {
        title: "Design",
        description: "Moodboards, then full page designs for desktop and mobile that you approve.",
      },
      {
        title: "Build",
        description: "Pixel-accurate, accessible pages with a content editor wired in.",
      },
      {
        title: "Content & SEO",
        description: "Content migration, metadata, redirects and analytics configured and checked.",
      },
      launch("website"),
    ],
    technologies: [
      "Next.js",
      "React",
      "Tailwind CSS",
      "Headless CMS",
      "Vercel",
      "Google Analytics",
      "Figma",
    ],
    keyFeatures: [
      "Mobile-first layouts",
      "Editable content",
      "Contact and booking forms",
      "Blog",
      "Structured data",
      "Fast hosting",
    ],
    uniqueFeatures: [
      {
        title: "Made for Your Brand",
        description: "Every page is designed for your audience rather than adapted from a theme.",
      },
      {
        title: "Fast Everywhere",
        description:
          "Optimised images and pre-rendered pages load quickly even on mobile networks.",
      },
      {
        title: "Easy to Update",
        description: "Change text, images and pages yourself in a friendly editor.",
      },
      {
        title: "Built to Be Found",
        description: "Technical SEO is part of the build, not an afterthought.",
      },
    ],
    faqs: [
      {
        question: "How long does a website take?",
        answer: "Most custom websites take 2-4 weeks from approved design to launch.",
      },
      {
        question: "Can I update the content myself?",
        answer: "Yes. We connect an easy editor and show your team how to use it.",
      },
      {
        question: "Will you move my existing content?",
        answer:
          "Yes. We migrate pages and posts and set up redirects so you keep your search rankings.",
      },
      {
        question: "Do you write the copy?",
        answer:
          "We can. Our writers work from a short interview with you, or we polish copy you provide.",
      },
      {
        question: "Is hosting included?",
        answer: "We set up fast hosting in your name and can manage it for you on a care plan.",
      },
    ],
    startingPriceUsd: 1000,
  },
  {
    id: "saas-solutions",
    title: "SaaS Development Solutions",
    name: "SaaS Solutions",
    tagline:
      "Subscriptions, team accounts and admin tools: a SaaS product from its first paying customer on.",
    description:
      "Multi-tenant SaaS products with subscriptions, team accounts, admin tools and the reliability your customers expect, taken from MVP to scale.",
    hue: 306,
    icon: "cloud",
    features: [
      "Multi-tenant architecture",
      "Subscriptions and billing",
      "Team accounts and roles",
      "Usage analytics and admin tools",
    ],
    offers: [
      {
        title: "MVP Development",
        description: "A focused first version in front of paying users within weeks.",
      },
      {
        title: "Billing & Subscriptions",
        description: "Plans, trials, invoices and tax handled through your payment provider.",
      },
      {
        title: "Multi-Tenancy",
        description: "Isolated customer data with row-level security in Postgres.",
      },
      {
        title: "Admin & Back Office",
        description: "Tools for support, onboarding and customer success teams.",
      },
      {
        title: "Integrations",
        description: "Webhooks, public APIs and connections to the tools your customers use.",
      },
      {
        title: "Scaling & Reliability",
        description: "Monitoring, backups, load testing and a plan for growth.",
      },
    ],
    process: [
      discovery("SaaS product"),
      {
        title: "MVP Scope",
        description: "We cut the first release to the features that prove the business.",
      },
      {
        title: "Build & Iterate",
        description: "Sprints with real users on a beta, guided by usage data.",
      },
      {
        title: "Harden",
        description:
          "Security review, load tests, backups and on-call runbooks before general launch.",
      },
      launch("SaaS product"),
    ],
    technologies: ["Next.js", "TypeScript", "PostgreSQL", "Supabase", "Stripe", "Redis", "Docker"],
    keyFeatures: [
      "Single sign-on",
      "Role-based access",
      "Audit logs",
      "Usage metering",
      "Public API",
      "Status page",
    ],
    uniqueFeatures: [
      {
        title: "Product Thinking",
        description: "We help decide what not to build, so your runway goes further.",
      },
      {
        title: "Secure Tenancy",
        description: "Customer data is isolated by design and verified by tests.",
      },
      {
        title: "Ready to Scale",
        description: "Architecture that handles growth without an early rewrite.",
      },
      {
        title: "Founder Friendly",
        description: "Milestone pricing and clear estimates that suit a startup budget.",
      },
    ],
    faqs: [
      {
        question: "How fast can we launch an MVP?",
        answer: "A focused SaaS MVP typically takes 6-12 weeks.",
      },
      {
        question: "How do you handle billing?",
        answer:
          "We integrate a payment provider for plans, trials, invoices and tax, with webhooks kept in sync with your database.",
      },
      {
        question: "Is customer data isolated?",
        answer:
          "Yes. We use row-level security in Postgres and test that one tenant can never read another's data.",
      },
      {
        question: "Will the architecture scale?",
        answer: "Yes. We design for your next stage of growth and load test before launch.",
      },
      {
        question: "Do we own the code?",
        answer: "Yes. You own the code, accounts and infrastructure from day one.",
      },
    ],
    startingPriceUsd: 5000,
  },
  {
    id: "custom-dashboards",
    title: "Custom Dashboard Development",
    name: "Custom Dashboards",
    tagline:
      "The numbers your teams check every morning on one screen, with an alert when one moves.",
    description:
      "Dashboards and internal tools that bring data from your databases and services into one clear view, with the filters, alerts and permissions your teams need.",
    hue: 277,
    icon: "chart",
    features: [
      "Real-time metrics and charts",
      "Data from all your sources",
      "Alerts and scheduled reports",
      "Permissions per team",
    ],
    offers: [
      {
        title: "Analytics Dashboards",
        description: "KPIs, trends and drill-downs designed around the decisions you make.",
      },
      {
        title: "Admin Panels",
        description: "Back-office tools for managing users, orders and content.",
      },
      {
        title: "Data Integration",
        description: "Pipelines that bring data from your apps, CRM and spreadsheets together.",
      },
      {
        title: "Reporting",
        description: "Scheduled PDF and e-mail reports for clients and leadership.",
      },
      { title: "Alerts", description: "Notifications when a metric crosses a threshold you set." },
      {
        title: "Embedded Analytics",
        description: "Customer-facing charts inside your own product.",
      },
    ],
    process: [
      discovery("dashboard"),
      {
        title: "Data Audit",
        description:
          "We check where your data lives, how clean it is and how fresh it needs to be.",
      },
      {
        title: "Design",
        description: "Layouts built around the questions each team asks every day.",
      },
      {
        title: "Build & Connect",
        description: "Charts, filters and pipelines connected to live data with access control.",
      },
      launch("dashboard"),
    ],
    technologies: ["React", "Next.js", "PostgreSQL", "Recharts", "D3.js", "Supabase", "Python"],
    keyFeatures: [
      "Live updates",
      "Custom filters",
      "CSV and PDF export",
      "Role-based views",
      "Threshold alerts",
      "Mobile friendly",
    ],
    uniqueFeatures: [
      {
        title: "Decision Focused",
        description: "Each chart answers a real question; vanity metrics stay out.",
      },
      {
        title: "Live Data",
        description: "Numbers update as your business changes, with no manual exports.",
      },
      {
        title: "Right Access",
        description: "Each team sees exactly the data it should, enforced on the server.",
      },
      {
        title: "Fast at Scale",
        description: "Pre-aggregated queries keep dashboards quick over millions of rows.",
      },
    ],
    faqs: [
      {
        question: "Which data sources can you connect?",
        answer: "Databases, spreadsheets, CRMs, payment providers and most services with an API.",
      },
      {
        question: "How long does a dashboard take?",
        answer: "A first dashboard is usually live in 3-6 weeks.",
      },
      {
        question: "Can clients see their own dashboards?",
        answer: "Yes. We build customer-facing views with strict per-client permissions.",
      },
      {
        question: "Why not an off-the-shelf BI tool?",
        answer:
          "Off-the-shelf tools suit many cases and we will say so. Custom dashboards win when you need your own workflow, branding or embedding.",
      },
      {
        question: "Will it stay fast as data grows?",
        answer: "Yes. We pre-aggregate, index and cache so queries stay quick.",
      },
    ],
    startingPriceUsd: 2500,
  },
] as const satisfies readonly Service[];

export function getService(id: string): Service | undefined {
  return services.find((service) => service.id === id);
}
