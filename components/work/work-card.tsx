import { ArrowRightIcon } from "lucide-react";
import Link from "next/link";

import { GeneratedCover } from "@/components/blog/generated-cover";
import { PostCover } from "@/components/blog/post-cover";
import { Badge } from "@/components/ui/badge";
import { categoryLabel } from "@/lib/work/labels";
import type { CaseStudyCard } from "@/lib/work/types";

/**
 * One case study in a grid: cover, client, categories, one headline result. Every card has a
 * cover of one shape (an image's box is reserved), so a row never shifts as images load.
 */
export function WorkCard({
  study,
  headingLevel: Heading = "h2",
  priority = false,
}: {
  study: CaseStudyCard;
  headingLevel?: "h2" | "h3";
  /** The first card on a phone is the page's largest paint: load its cover eagerly. */
  priority?: boolean;
}) {
  const headline = study.results[0];
  return (
    // A title with no break opportunity (an address, a pasted token) wraps anywhere rather than
    // widening the grid past a narrow screen.
    <article className="flex w-full min-w-0 flex-col overflow-hidden rounded-xl border bg-card [overflow-wrap:anywhere] shadow-sm">
      {study.coverUrl ? (
        <PostCover
          src={study.coverUrl}
          alt=""
          sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
          priority={priority}
        />
      ) : (
        <GeneratedCover title={study.title} category={categoryLabel(study.categories[0] ?? "")} />
      )}
      <div className="flex flex-1 flex-col gap-3 p-6">
        <ul className="flex flex-wrap gap-2" aria-label="Categories">
          {study.categories.map((id) => (
            <li key={id}>
              <Badge variant="outline">{categoryLabel(id)}</Badge>
            </li>
          ))}
        </ul>
        <Heading className="line-clamp-2 text-lg leading-snug font-semibold">
          <Link href={`/work/${study.slug}`} className="hover:underline">
            {study.title}
          </Link>
        </Heading>
        {study.client ? <p className="text-sm text-muted-foreground">{study.client}</p> : null}
        {headline ? (
          <p className="mt-auto text-sm">
            <span className="text-2xl font-bold text-primary">{headline.value}</span>{" "}
            <span className="text-muted-foreground">{headline.label}</span>
          </p>
        ) : null}
        <span
          className="inline-flex items-center gap-1 text-sm font-medium text-primary"
          aria-hidden
        >
          Read the case study <ArrowRightIcon className="size-4" />
        </span>
      </div>
    </article>
  );
}
