import { BRAND_NAME, siteConfig } from "./site";

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

const contact = `${siteConfig.email} or ${siteConfig.phone}`;

export const privacyPolicy = {
  title: "Privacy Policy",
  description: `How ${BRAND_NAME} collects, uses and protects your personal information when you use our website and services.`,
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  intro: `${BRAND_NAME} ("we", "us") respects your privacy. This policy explains what we collect when you visit our website, contact us or book a service, and the choices you have.`,
  sections: [
    {
      title: "Information We Collect",
      paragraphs: ["We collect information you give us and a small amount of technical data:"],
      list: [
        "Contact details you submit in forms: name, e-mail address, phone number and your message.",
        "Project details you choose to share when booking a service.",
        "Technical data such as browser type and pages visited, collected in aggregate.",
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
      title: "Sharing Your Information",
      paragraphs: [
        "We share information only with service providers that help us operate (hosting, database and e-mail delivery), under contracts that require them to protect it, or when the law requires it.",
      ],
    },
    {
      title: "Data Retention",
      paragraphs: [
        "We keep enquiries for up to 24 months and client project records for as long as the law requires. You can ask us to delete your data earlier.",
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
        `We may update this policy and will change the effective date when we do. Questions about your privacy can be sent to ${contact}.`,
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
        `We may update these terms and will change the effective date when we do. Questions about these terms can be sent to ${contact}.`,
      ],
    },
  ],
} as const satisfies LegalDocument;
