import Link from "next/link";

import { PageHero } from "@/components/layout/page-hero";
import type { LegalDocument } from "@/content/legal";
import { contact } from "@/lib/contact";
import { formatLongDate } from "@/lib/format";

/** Numbered sections with the effective date, and the contact details and sibling links below. */
export function LegalDocumentView({
  doc,
  other,
}: {
  doc: LegalDocument;
  other: { name: string; path: string };
}) {
  return (
    <>
      <PageHero title={doc.title} lead={`Effective date: ${formatLongDate(doc.effectiveDate)}`} />
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <p className="text-lg leading-relaxed">{doc.intro}</p>
        <ol className="mt-10 space-y-10">
          {doc.sections.map((section, index) => (
            <li key={section.title}>
              <h2 className="text-xl font-semibold">
                {index + 1}. {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-relaxed text-muted-foreground">
                  {paragraph}
                </p>
              ))}
              {"list" in section && section.list ? (
                <ul className="mt-3 list-disc space-y-1.5 pl-6 text-muted-foreground">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
        <aside className="mt-14 rounded-xl border bg-muted/60 p-6" aria-label="Contact">
          <h2 className="font-semibold">Contact us</h2>
          <p className="mt-2 text-muted-foreground">
            E-mail{" "}
            <a
              className="font-medium text-primary underline-offset-4 hover:underline"
              href={contact.email.href}
            >
              {contact.email.label}
            </a>{" "}
            or call{" "}
            {contact.phone.href ? (
              <a
                className="font-medium text-primary underline-offset-4 hover:underline"
                href={contact.phone.href}
              >
                {contact.phone.label}
              </a>
            ) : (
              <span className="font-medium">{contact.phone.label}</span>
            )}
            , or use our{" "}
            <Link
              className="font-medium text-primary underline-offset-4 hover:underline"
              href="/contact"
            >
              contact page
            </Link>
            . See also our{" "}
            <Link
              className="font-medium text-primary underline-offset-4 hover:underline"
              href={other.path}
            >
              {other.name}
            </Link>
            .
          </p>
        </aside>
      </article>
    </>
  );
}
