import type { CaseStudyCard } from "@/lib/work/types";
import { cn } from "@/lib/utils";
import { WorkCard } from "./work-card";

/**
 * Case studies two a row from 640 px. With an odd count the first is featured across both
 * columns (cover and text side by side from 1024 px), so no row is ever half empty.
 */
export function WorkGrid({
  studies,
  headingLevel = "h2",
  label = "Case studies",
}: {
  studies: readonly CaseStudyCard[];
  headingLevel?: "h2" | "h3";
  label?: string;
}) {
  const featured = studies.length % 2 === 1;
  return (
    <ul className="grid gap-6 sm:grid-cols-2" aria-label={label}>
      {studies.map((study, i) => (
        <li key={study.id} className={cn("flex", featured && i === 0 && "sm:col-span-2")}>
          <WorkCard
            study={study}
            headingLevel={headingLevel}
            priority={i === 0}
            wide={featured && i === 0}
            columns={2}
          />
        </li>
      ))}
    </ul>
  );
}
