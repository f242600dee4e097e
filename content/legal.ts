import { contact } from "@/lib/contact";

import { BRAND_NAME } from "./site";

type LegalSection = {
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
};
export type LegalDocument = {
  title: string;
  description: string;
  effectiveDate: string;
  intro: string;
  sections: readonly LegalSection[];
};

/** ISO date of both documents; displayed in en-US long form ("August 30, 2025"). */
const LEGAL_EFFECTIVE_DATE = "2025-08-30";
/** The privacy policy's: it changed when it began naming what is stored, for how long (issue 26). */
const PRIVACY_EFFECTIVE_DATE = "2026-11-26";
/**
 * The privacy notice's version: each lead records the one in force when it was sent
 * (leads.privacy_notice_version). It is the policy's effective date, which changes with the text.
 */
export const PRIVACY_NOTICE_VERSION = PRIVACY_EFFECTIVE_DATE;

const contactLine = `${contact.email.label} or ${contact.phone.label}`;

export const privacyPolicy = {
  title: "Privacy Policy",
  description: `How ${BRAND_NAME} collects, uses and protects your personal information when you use our website and services.`,
  effectiveDate: PRIVACY_EFFECTIVE_DATE,
  intro: `${BRAND_NAME} ("we", "us") respects your privacy. This policy explains what we collect when you visit our website, contact us or book a service, and the choices you have.`,
  sections: [
    {
      title: "Information We Collect",
      paragraphs: ["We collect information you give us and a small amount of technical data:"],
      list: [
        "Contact details you submit in forms: name, e-mail address, phone number and your message.",
        "Project details you choose to share when booking a service.",
        'Visit statistics, counted without cookies and without storing your IP address (see "Visit statistics" below).',
      ],
    },
    {
      title: "How We Use Your Information",
      paragraphs: [
        "We use your information to reply to enquiries, prepare proposals, deliver and support the services you buy, send the newsletter you subscribed to, and improve our website. We do not sell your personal information.",
      ],
    },
    {
      title: "Legal Basis for Processing",
      paragraphs: [
        "We process personal data to take steps at your request before entering a contract, to perform a contract with you, to meet legal obligations, and for our legitimate interest in running and improving our business.",
      ],
    },
    {
      title: "Cookies",
      paragraphs: [
        "Our public website uses no advertising or tracking cookies. A strictly necessary, secure cookie is set only when staff sign in to the administration area.",
      ],
    },
    {
      title: "Where Your Enquiry Came From",
      paragraphs: [
        "When you send the booking, contact or job application form, it also sends, with what you typed, where your visit began: the page the form is on, the first page you opened on our site in this browser tab, the name of the site that linked you to it (for example a search engine, without the search), and the campaign labels of the link you followed, if it had any (utm_source, utm_medium, utm_campaign, utm_term, utm_content and ref). The booking and contact forms also ask, optionally, how you heard about us. We store these with your enquiry to learn which articles, pages and campaigns bring us clients.",
        "Your browser keeps that first page and those labels only in this tab's session storage, which it clears when you close the tab. It is never a cookie, and no identifier of you or of your browser is kept with it; it reaches us with your enquiry only when you send the form yourself. Without JavaScript the form sends none of it.",
        "This is why we ask for no cookie consent: nothing is stored on your device beyond the tab you are using, and no identifier connects you to anything. Our visit statistics are counted in aggregate, without any identifier of you, and are never joined to an enquiry; an enquiry carries only its own context, which you send with it.",
        "When you ask us to erase your data, your enquiry is kept only as an anonymous entry so our counts stay right: it keeps the pages, the referring site, the source, medium and campaign labels and the answer to how you heard about us, but the term, content and ref labels (which a link can carry per recipient) are deleted, and so is any label that contains your e-mail address or your name. A data export includes all of them.",
      ],
    },
    {
      title: "Visit statistics",
      paragraphs: [
        'To learn which pages and campaigns bring enquiries, a small script of our own (no third party is involved) reports each page view to our server. It sets no cookie and uses no local storage. For each page view we store only: the page\'s address (without its query), the website you came from (its name only, e.g. "google.com"), the campaign labels in the link you followed (utm_source, utm_medium, utm_campaign, utm_term, utm_content and ref), whether your screen is a phone, tablet or desktop size, the time the page was visible, the time of the visit, and whether you sent a booking, contact or newsletter form.',
        "To count unique visitors without identifying you, your IP address and browser identification are combined with a random secret that changes every day and turned into a one-way code (a hash). Neither your IP address nor your browser identification is stored, and the day's secret is deleted once the day is over, so the code cannot be traced back to you and your visits on different days cannot be linked.",
        "In your browser, the same script keeps the page you landed on and those campaign labels in the tab's session storage, which your browser deletes when you close the tab. It is sent to us only if you submit one of our forms, as part of that enquiry.",
        "Individual page views are deleted after the period our team sets (90 days unless changed); only daily totals are kept after that. If your browser sends Global Privacy Control or Do Not Track, your visits are not counted at all. Search-result pages and the staff area are never counted.",
      ],
    },
    {
      title: "Sharing Your Information",
      paragraphs: [
        "We share information only with service providers that help us operate (hosting, database and e-mail delivery), under contracts that require them to protect it, or when the law requires it. When our team has connected its own tools (such as a team chat or a CRM), a copy of a new enquiry and of changes to it is sent there; those copies follow that tool's retention.",
      ],
    },
    {
      title: "Data Retention",
      paragraphs: [
        "What we store about you, where, and for how long:",
        "E-mails that have already been delivered to you or to us stay in those mailboxes and in our e-mail provider's logs under their own retention; erasure removes our copies.",
      ],
      list: [
        "Enquiries, bookings and job applications (your name, e-mail address, phone number, message, and the notes and follow-up dates our team adds): until you ask us to erase them, or, when we have set a retention period, until they are older than it; they are then deleted once a day.",
        "The e-mails we send about an enquiry (the notification to our team, our reply or confirmation to you, reminders to our team): stored with the enquiry and deleted or erased with it.",
        "Copies of an enquiry sent to our team's tools (webhook deliveries): stored with the enquiry and deleted or erased with it.",
        "Newsletter: your e-mail address and whether you confirmed it, until you unsubscribe; after that it is kept marked as unsubscribed, so that we never write to you again, until you ask us to erase it or the retention period passes.",
        "Limits against abuse: your e-mail address and IP address are counted for an hour (a day for newsletter sign-ups) to limit repeated submissions; the counters then expire and are deleted.",
        "Server logs: technical records of errors and requests, which may include your IP address but never what you typed into a form; kept only as long as needed to run the site securely.",
      ],
    },
    {
      title: "Data Security",
      paragraphs: [
        "We use encryption in transit, access controls and regular updates to protect your information. No method of transmission over the internet is completely secure, but we work to protect your data and will notify you of any breach as required by law.",
      ],
    },
    {
      title: "Your Rights",
      paragraphs: [
        "You may ask to access, correct, export or delete your personal data, and you may withdraw consent or unsubscribe from e-mails at any time. Contact us using the details below.",
        "Write to us from the e-mail address you used. For an export we send you everything stored under that address as one file (JSON). For erasure we remove it from our records: your enquiries are kept only as anonymous entries (no name, contact details or message) so our counts stay right, their notes, e-mails and copies sent to our tools are blanked, and your newsletter subscription is deleted. We keep a record that an erasure took place, without your details.",
      ],
    },
    {
      title: "Children's Privacy",
      paragraphs: [
        "Our services are intended for users who are 18 years of age or older. Our website is not directed to children under 13, and we do not knowingly collect personal information from them. If you believe a child has given us personal information, contact us and we will delete it.",
      ],
    },
    {
      title: "Changes and Contact",
      paragraphs: [
        `We may update this policy and will change the effective date when we do. Questions about your privacy can be sent to ${contactLine}.`,
      ],
    },
  ],
} as const satisfies LegalDocument;

export const termsAndConditions = {
  title: "Terms and Conditions",
  description: `The terms that apply when you use the ${BRAND_NAME} website or engage us for web, mobile and AI development services.`,
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  intro: `These terms govern your use of the ${BRAND_NAME} website and the services we provide. By using the website or engaging our services you agree to them.`,
  sections: [
    {
      title: "Acceptance of Terms",
      paragraphs: [
        "By accessing the website or signing a proposal you accept these terms. If you do not agree, please do not use the website or our services.",
      ],
    },
    {
      title: "Eligibility",
      paragraphs: [
        "You must be at least 18 years old to use our services or enter into an agreement with us. Our website is not directed to children under 13.",
      ],
    },
    {
      title: "Our Services",
      paragraphs: [
        "We provide web development, mobile app development, AI integration, custom websites, SaaS development, dashboards and consulting. The scope, deliverables and timeline of each engagement are set out in a written proposal.",
      ],
    },
    {
      title: "Proposals and Payment",
      paragraphs: [
        "Prices are given in the proposal. Unless agreed otherwise, work starts after the first milestone payment, and invoices are due within 14 days.",
      ],
    },
    {
      title: "Cancellation and Refunds",
      paragraphs: [
        "If you cancel within 3 days of payment, you are entitled to a partial refund of the amount paid, less the cost of work already performed. No refund is given after a deliverable has been delivered.",
      ],
    },
    {
      title: "Client Responsibilities",
      paragraphs: [
        "You agree to provide timely feedback, content and access needed for the project. Delays in providing them may move the timeline.",
      ],
    },
    {
      title: "Intellectual Property",
      paragraphs: [
        "On full payment, you own the code and designs created specifically for you. We keep ownership of our pre-existing tools and libraries and grant you a licence to use them in your project.",
      ],
    },
    {
      title: "Confidentiality",
      paragraphs: [
        "Both parties keep each other's confidential information private and use it only for the project.",
      ],
    },
    {
      title: "Warranties and Support",
      paragraphs: [
        "We fix defects reported within 30 days of delivery at no charge. Ongoing maintenance and support are available under separate packages.",
      ],
    },
    {
      title: "Limitation of Liability",
      paragraphs: [
        "To the extent permitted by law, our total liability for any claim is limited to the amount you paid for the services concerned, and we are not liable for indirect or consequential losses.",
      ],
    },
    {
      title: "Governing Law",
      paragraphs: [
        "These terms are governed by the laws of India, and disputes are subject to the courts of Bengaluru, Karnataka.",
      ],
    },
    {
      title: "Changes and Contact",
      paragraphs: [
        `We may update these terms and will change the effective date when we do. Questions about these terms can be sent to ${contactLine}.`,
      ],
    },
  ],
} as const satisfies LegalDocument;
