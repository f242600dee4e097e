import "server-only";

import { siteConfig } from "@/content/site";
import { env } from "@/lib/env";

/** One way to reach the agency: what a page shows, its link (none for a demo number), whether real. */
export type ContactPoint = { label: string; href: string | null; demo: boolean };
export type ContactDetails = { email: ContactPoint & { href: string }; phone: ContactPoint };

/** The dialable form of an international number: "+91 80 4567-8900" → "tel:+918045678900". */
const telHref = (phone: string) => `tel:+${phone.replace(/\D/g, "")}`;

/**
 * The contact details a deployment set (CONTACT_EMAIL, CONTACT_PHONE, validated in lib/env.ts), or
 * the demo values, visibly marked: a visitor never mistakes a placeholder for a way to reach us.
 * A demo number has no tel: link (nobody should dial it); a demo address keeps its mailto: (the
 * reserved .example domain cannot receive mail, and the label says so).
 */
export function resolveContact(
  source: { CONTACT_EMAIL?: string; CONTACT_PHONE?: string },
  demo = siteConfig.demoContact,
): ContactDetails {
  const email = source.CONTACT_EMAIL;
  const phone = source.CONTACT_PHONE;
  return {
    email: email
      ? { label: email, href: `mailto:${email}`, demo: false }
      : { label: `${demo.email} (demo)`, href: `mailto:${demo.email}`, demo: true },
    phone: phone
      ? { label: phone, href: telHref(phone), demo: false }
      : { label: `${demo.phone} (demo)`, href: null, demo: true },
  };
}

export const contact = resolveContact(env);

/** The address itself, without a "(demo)" mark: for deriving others (careers@) and mailto: links. */
export const contactAddress = env.CONTACT_EMAIL ?? siteConfig.demoContact.email;
