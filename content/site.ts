/**
 * Site-wide constants. The brand is a neutral placeholder: change BRAND_NAME to rebrand the whole
 * site, its metadata and structured data. The contact e-mail and phone are a deployment's setting
 * (CONTACT_EMAIL, CONTACT_PHONE; lib/contact.ts), not copy.
 */
export const BRAND_NAME = "Nimbus Labs";

export const siteConfig = {
  name: BRAND_NAME,
  tagline: "Web, mobile and AI products, built to ship.",
  description:
    "Nimbus Labs is a web and software development agency building fast websites, React Native apps, AI integrations and custom software for startups and enterprises.",
  /**
   * Shown, marked "(demo)", while CONTACT_EMAIL / CONTACT_PHONE are unset: a reserved .example
   * domain and a number from the range set aside for fiction (555-0100 to 0199).
   */
  demoContact: { email: "hello@nimbuslabs.example", phone: "+1 555 0100" },
  defaultSchedulingUrl: "https://calendar.nimbuslabs.example/free-consultation",
  officeHours: "Mon - Fri: 9AM - 6PM",
  location: "Bengaluru, India",
  foundingYear: 2022,
  countryCode: "IN",
  locale: "en_US",
} as const;

export type NavItem = { name: string; path: string };

/**
 * Top navigation (spec §2): Home is active only on "/", the others on path prefix. The team page
 * is "Team", not "About Us": next to "About Company" the two read as the same page.
 */
export const navItems = [
  { name: "Home", path: "/" },
  { name: "Our Services", path: "/services" },
  { name: "Our Work", path: "/work" },
  { name: "About Company", path: "/about-company" },
  { name: "Team", path: "/about-us" },
  { name: "Blog", path: "/blogs" },
  { name: "Contact Us", path: "/contact" },
] as const satisfies readonly NavItem[];

/** The header's one call to action, beside the navigation at every width. */
export const headerCta = { name: "Book a call", path: "/book-service" } as const satisfies NavItem;

export const footerLinks = {
  company: [
    { name: "Home", path: "/" },
    { name: "About Company", path: "/about-company" },
    { name: "Team", path: "/team" },
    { name: "Services", path: "/services" },
    { name: "Blog", path: "/blog" },
    { name: "Contact", path: "/contact" },
    { name: "Careers", path: "/career" },
  ],
  legal: [
    { name: "Privacy Policy", path: "/privacy-policy" },
    { name: "Terms & Conditions", path: "/terms-and-conditions" },
    { name: "Sitemap", path: "/sitemap.xml" },
    { name: "RSS Feed", path: "/rss.xml" },
  ],
  services: [
    { name: "Web Development", path: "/services/web-development" },
    { name: "SaaS Solutions", path: "/services/saas-solutions" },
    { name: "AI Integrations", path: "/services/ai-integrations" },
    { name: "Custom Dashboards", path: "/services/custom-dashboards" },
    { name: "App Development", path: "/services/app-development" },
    { name: "Custom Websites", path: "/services/custom-websites" },
  ],
} as const satisfies Record<string, readonly NavItem[]>;
