import { serializeJsonLd } from "@/lib/seo/json-ld";

/** One JSON-LD block per call; the serializer escapes "<" so data cannot close the script. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      // Safe: serializeJsonLd escapes <, > and & so the payload cannot leave the script element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
