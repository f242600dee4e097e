import type { IconName } from "./types";

export type HomeCard = {
  title: string;
  description: string;
  icon: IconName;
  link: string;
  color: string;
};

export const hero = {
  title: "We build web, mobile and AI products that grow your business",
  lead: "A senior team of engineers and designers turning ideas into fast websites, React Native apps and practical AI, from first sketch to launch and beyond.",
  cta: { label: "Start Your Web Development Project", href: "/services" },
} as const;

/** Spec §1: the six overview cards, in its order. */
export const homeServiceCards = [
  {
    title: "Web Development Services",
    description: "Fast, secure web applications built with React and Next.js.",
    icon: "code",
    link: "/services/web-development",
    color: "from-blue-700 to-indigo-700",
  },
  {
    title: "Mobile App Development",
    description: "iOS and Android apps from one React Native codebase.",
    icon: "smartphone",
    link: "/services/app-development",
    color: "from-emerald-700 to-teal-700",
  },
  {
    title: "AI Integration Services",
    description: "Assistants, automation and search grounded in your own data.",
    icon: "brain",
    link: "/services/ai-integrations",
    color: "from-purple-700 to-fuchsia-700",
  },
  {
    title: "Custom Website Solutions",
    description: "Distinctive, fast websites your team can update itself.",
    icon: "palette",
    link: "/services/custom-websites",
    color: "from-orange-700 to-red-700",
  },
  {
    title: "Our Portfolio & Case Studies",
    description: "See the kind of products we design, build and support.",
    icon: "briefcase",
    link: "/work",
    color: "from-slate-700 to-slate-900",
  },
  {
    title: "Get Free Consultation",
    description: "A free call to scope your idea and estimate the work.",
    icon: "message",
    link: "/contact",
    color: "from-indigo-700 to-violet-800",
  },
] as const satisfies readonly HomeCard[];
