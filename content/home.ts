import type { IconName } from "./types";

export type HomeCard = {
  title: string;
  description: string;
  icon: IconName;
  link: string;
  /** oklch hue of its band (bg-tint); lightness and chroma are the theme's. */
  hue: number;
};

export const hero = {
  title: "Web, mobile and AI products, live in weeks",
  lead: "A senior team that designs, builds and runs your Next.js app, React Native app or AI feature. You see working software in a demo every week, and every line of code is yours.",
  cta: { label: "Start Your Web Development Project", href: "/services" },
} as const;

/** Spec §1: the six overview cards, in its order. */
export const homeServiceCards = [
  {
    title: "Web Development Services",
    description: "Fast, secure web applications built with React and Next.js.",
    icon: "code",
    link: "/services/web-development",
    hue: 258,
  },
  {
    title: "Mobile App Development",
    description: "iOS and Android apps from one React Native codebase.",
    icon: "smartphone",
    link: "/services/app-development",
    hue: 165,
  },
  {
    title: "AI Integration Services",
    description: "Assistants, automation and search grounded in your own data.",
    icon: "brain",
    link: "/services/ai-integrations",
    hue: 305,
  },
  {
    title: "Custom Website Solutions",
    description: "Distinctive, fast websites your team can update itself.",
    icon: "palette",
    link: "/services/custom-websites",
    hue: 38,
  },
  {
    title: "Our Portfolio & Case Studies",
    description: "See the kind of products we design, build and support.",
    icon: "briefcase",
    link: "/work",
    hue: 235,
  },
  {
    title: "Get Free Consultation",
    description: "A free call to scope your idea and estimate the work.",
    icon: "message",
    link: "/contact",
    hue: 280,
  },
] as const satisfies readonly HomeCard[];
