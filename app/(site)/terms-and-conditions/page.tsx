import { LegalDocumentView } from "@/components/legal/legal-document";
import { JsonLd } from "@/components/seo/json-ld";
import { termsAndConditions } from "@/content/legal";
import { pageMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd, homeCrumb } from "@/lib/seo/structured-data";

export const metadata = pageMetadata({
  title: termsAndConditions.title,
  description: termsAndConditions.description,
  path: "/terms-and-conditions",
});

export default function TermsPage() {
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          homeCrumb,
          { name: termsAndConditions.title, path: "/terms-and-conditions" },
        ])}
      />
      <LegalDocumentView
        doc={termsAndConditions}
        other={{ name: "Privacy Policy", path: "/privacy-policy" }}
      />
    </>
  );
}
