import { CalendarIcon, ClockIcon, MailIcon } from "lucide-react";

import { contactPage } from "@/content/contact";
import { siteConfig } from "@/content/site";
import { contact } from "@/lib/contact";

const cardClass = "flex gap-4 rounded-xl border bg-card p-5 shadow-sm";
const iconClass =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground";

/** The three info cards beside the contact form (spec §2 /contact). */
export function ContactInfo({ schedulingUrl }: { schedulingUrl: string }) {
  return (
    <div>
      <h2 className="text-2xl font-semibold">{contactPage.asideTitle}</h2>
      {/* The address has no break opportunity: it may wrap anywhere on a 320 px screen. */}
      <ul className="mt-6 space-y-4 [overflow-wrap:anywhere]">
        <li className={cardClass}>
          <span className={iconClass}>
            <MailIcon className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <h3 className="font-semibold">Email Us</h3>
            <a href={contact.email.href} className="font-medium text-primary hover:underline">
              {contact.email.label}
            </a>
            <p className="text-sm text-muted-foreground">Send us an email anytime</p>
          </div>
        </li>
        <li className={cardClass}>
          <span className={iconClass}>
            <CalendarIcon className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <h3 className="font-semibold">Schedule a Call</h3>
            <a
              href={schedulingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-primary hover:underline"
            >
              Book a free consultation<span className="sr-only"> (opens in a new tab)</span>
            </a>
            <p className="text-sm text-muted-foreground">Let&apos;s discuss your project</p>
          </div>
        </li>
        <li className={cardClass}>
          <span className={iconClass}>
            <ClockIcon className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <h3 className="font-semibold">Office Hours</h3>
            <p className="font-medium">{siteConfig.officeHours}</p>
            <p className="text-sm text-muted-foreground">We&apos;re here to help</p>
          </div>
        </li>
      </ul>
    </div>
  );
}
