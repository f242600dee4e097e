import { ArrowRightIcon } from "lucide-react";
import Link from "next/link";

import { GeneratedCover } from "@/components/blog/generated-cover";
import { PostCover } from "@/components/blog/post-cover";
import { Badge } from "@/components/ui/badge";
import { categoryLabel } from "@/lib/work/labels";
import type { CaseStudyCard } from "@/lib/work/types";
import { committedScreen, SCREEN_SIZE } from "@/content/work-screens";
import { DemoBadge } from "@/components/ui/demo-badge";
import { ScreenImage } from "./screen-image";
import { keepCompounds } from "@/components/ui/keep-compounds";
import { cn } from "@/lib/utils";

const SIZES = {
  3: "(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw",
  2: "(min-width: 1280px) 616px, (min-width: 640px) 50vw, 100vw",
  wide: "(min-width: 1280px) 720px, 100vw",
} as const;

/**
 * One case study in a grid: cover, client, categories, one headline result. Every card has a
 * cover of one shape (an image's box is reserved), so a row never shifts as images load.
 */
export function WorkCard({
  study,
  headingLevel: Heading = "h2",
  priority = false,
  wide = false,
  columns = 3,
}: {
  study: CaseStudyCard;
  headingLevel?: "h2" | "h3";
  /** The first card on a phone is the page's largest paint: load its cover eagerly. */
  priority?: boolean;
  /** From 1024 px, the cover and the text side by side: a grid's featured first card. */
  wide?: boolean;
  /** How many a row the grid shows on a desktop: the cover's requested width follows. */
  columns?: 2 | 3;
}) {
  const headline = study.results[0];
  const screen = committedScreen(study.coverUrl);
  return (
    // A title with no break opportunity (an address, a pasted token) wraps anywhere rather than
    // widening the grid past a narrow screen.
    <article
      className={cn(
        "flex w-full min-w-0 flex-col overflow-hidden rounded-xl border bg-card [overflow-wrap:anywhere] shadow-sm",
        wide && "lg:flex-row",
      )}
    >
      <div className={wide ? "lg:w-7/12 lg:shrink-0" : undefined}>
        {screen ? (
          <ScreenCover src={study.coverUrl!} device={screen.device} priority={priority} />
        ) : study.coverUrl ? (
          <PostCover
            src={study.coverUrl}
            alt=""
            sizes={SIZES[wide ? "wide" : columns]}
            priority={priority}
          />
        ) : (
          <GeneratedCover title={study.title} category={categoryLabel(study.categories[0] ?? "")} />
        )}
      </div>
      <div className={cn("flex flex-1 flex-col gap-3 p-6", wide && "lg:justify-center lg:p-10")}>
        <div className="flex flex-wrap items-center gap-2">
          <ul className="flex flex-wrap gap-2" aria-label="Categories">
            {study.categories.map((id) => (
              <li key={id}>
                <Badge variant="outline">{categoryLabel(id)}</Badge>
              </li>
            ))}
          </ul>
          {study.isSample ? <DemoBadge /> : null}
        </div>
        <Heading className="card-title line-clamp-2">
          <Link href={`/work/${study.slug}`} className="hover:underline">
            {keepCompounds(study.title)}
          </Link>
        </Heading>
        {study.client ? <p className="text-sm text-muted-foreground">{study.client}</p> : null}
        {headline ? (
          <p className={cn("mt-auto text-sm", wide && "lg:mt-4")}>
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

/**
 * A product screen as a card's cover, in the covers' 1200×630 box: the screen rises from the
 * brand band (a browser across the width, a phone centred), cut by the box's lower edge.
 * Decorative: the card's title says what it is.
 */
function ScreenCover({
  src,
  device,
  priority,
}: {
  src: string;
  device: "browser" | "phone";
  priority: boolean;
}) {
  return (
    <div className="aspect-[1200/630] overflow-hidden bg-band px-6 pt-6">
      <div
        className={
          device === "phone"
            ? "mx-auto w-2/5 overflow-hidden rounded-t-2xl shadow-lg"
            : "overflow-hidden rounded-t-lg shadow-lg"
        }
      >
        <ScreenImage src={src} alt="" {...SCREEN_SIZE[device]} priority={priority} />
      </div>
    </div>
  );
}
