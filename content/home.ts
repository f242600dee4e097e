import { getService } from "./services";
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

/** The brand's indigo (lib/imagery/color.ts): the cards that are about us, not one service. */
const BRAND_HUE = 277;

/** A service's card wears the service's own hue (content/services.ts): one colour everywhere. */
const serviceHue = (id: string) => getService(id)?.hue ?? BRAND_HUE;

/** Spec §1: the six overview cards, in its order. */
export const homeServiceCards = [
  {
    title: "Web Development Services",
    description: "Fast, secure web applications built with React and Next.js.",
    icon: "code",
    link: "/services/web-development",
    hue: serviceHue("web-development"),
  },
  {
    title: "Mobile App Development",
    description: "iOS and Android apps from one React Native codebase.",
    icon: "smartphone",
    link: "/services/app-development",
    hue: serviceHue("app-development"),
  },
  {
    title: "AI Integration Services",
    description: "Assistants, automation and search grounded in your own data.",
    icon: "brain",
    link: "/services/ai-integrations",
    hue: serviceHue("ai-integrations"),
  },
  {
    title: "Custom Website Solutions",
    description: "Distinctive, fast websites your team can update itself.",
    icon: "palette",
    link: "/services/custom-websites",
    hue: serviceHue("custom-websites"),
  },
  {
    title: "Our Portfolio & Case Studies",
    description: "See the kind of products we design, build and support.",
    icon: "briefcase",
    link: "/work",
    hue: BRAND_HUE,
  },
  {
    title: "Get Free Consultation",
    description: "A free call to scope your idea and estimate the work.",
    icon: "message",
    link: "/contact",
    hue: BRAND_HUE,
  },
] as const satisfies readonly HomeCard[];
