import type { CaseStudyCard } from "@/lib/work/types";
import { WorkCard } from "./work-card";

/**
 * The way on: an odd count opens with one study as a wide card over the full row, the rest two a
 * row, so a lone related study never sits in a half-empty row. Wider than the case study's
 * reading column: cards want more room than a line of text does.
 */
export function RelatedStudies({ related }: { related: readonly CaseStudyCard[] }) {
  if (!related.length) return null;
  const wideFirst = related.length % 2 === 1;
  return (
    <section aria-labelledby="related" className="mx-auto mt-16 max-w-5xl px-4 sm:px-6">
      <h2 id="related" className="border-t pt-10 text-h2 font-semibold text-balance">
        Related case studies
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2">
        {related.map((r, i) => {
          const wide = wideFirst && i === 0;
          return (
            <li key={r.id} className={wide ? "flex sm:col-span-2" : "flex"}>
              <WorkCard study={r} headingLevel="h3" wide={wide} columns={2} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
