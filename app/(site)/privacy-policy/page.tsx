import { LegalDocumentView } from "@/components/legal/legal-document";
import { JsonLd } from "@/components/seo/json-ld";
import { privacyPolicy } from "@/content/legal";
import { pageMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd, homeCrumb } from "@/lib/seo/structured-data";

export const metadata = pageMetadata({
  title: privacyPolicy.title,
  description: privacyPolicy.description,
  path: "/privacy-policy",
});

export default function PrivacyPolicyPage() {
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([homeCrumb, { name: privacyPolicy.title, path: "/privacy-policy" }])}
      />
      <LegalDocumentView
        doc={privacyPolicy}
        other={{ name: "Terms and Conditions", path: "/terms-and-conditions" }}
      />
    </>
  );
}
