import { getService } from "./services";
import type { IconName, TitledText } from "./types";

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
    description: "Next.js apps that stay fast on a phone and easy for your developers to change.",
    icon: "code",
    link: "/services/web-development",
    hue: serviceHue("web-development"),
  },
  {
    title: "Mobile App Development",
    description: "One React Native codebase, on the App Store and Google Play the same day.",
    icon: "smartphone",
    link: "/services/app-development",
    hue: serviceHue("app-development"),
  },
  {
    title: "AI Integration Services",
    description: "Assistants that answer from your own documents and cite the page they used.",
    icon: "brain",
    link: "/services/ai-integrations",
    hue: serviceHue("ai-integrations"),
  },
  {
    title: "Custom Website Solutions",
    description: "Sites your team edits itself: a new page without a developer or a deploy.",
    icon: "palette",
    link: "/services/custom-websites",
    hue: serviceHue("custom-websites"),
  },
  {
    title: "Our Portfolio & Case Studies",
    description: "Product screens, timelines and the number each project moved.",
    icon: "briefcase",
    link: "/work",
    hue: BRAND_HUE,
  },
  {
    title: "Get Free Consultation",
    description: "A free call to scope the idea, then a fixed estimate in writing.",
    icon: "message",
    link: "/contact",
    hue: BRAND_HUE,
  },
] as const satisfies readonly HomeCard[];

/**
 * The spec's "Why choose" block: its three points (fast development, a results-driven approach,
 * expert team support), each named in its title and said as the promise behind it, in numbers and
 * nouns the rest of the site keeps (the 4–12 weeks of /contact's FAQ, the weekly demo, the 24-hour reply).
 */
export const whyChoose = [
  {
    title: "Fast: live in 4 to 12 weeks",
    description:
      "Sign-in, payments and admin come from parts we have shipped before. You get a working demo every week.",
  },
  {
    title: "Results-driven: one number per feature",
    description:
      "Each feature names the number it should move (sign-ups, hours saved, tickets closed), checked after launch.",
  },
  {
    title: "Expert support: senior engineers only",
    description:
      "The engineers who build your product answer you within 24 hours and stay on after launch.",
  },
] as const satisfies readonly TitledText[];
