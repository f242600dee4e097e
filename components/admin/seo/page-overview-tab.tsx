"use client";

import { useState } from "react";

import { Badge } from "@/components/ui/badge";
import type { SeoPage } from "@/content/seo-pages";
import { cn } from "@/lib/utils";

/** The 12 static pages and the published case studies; choosing one shows its record beside the list. */
export function PageOverviewTab({
  pages,
  caseStudies = [],
}: {
  pages: readonly SeoPage[];
  /** Published case studies (issue 16), listed apart from the spec's static pages. */
  caseStudies?: readonly SeoPage[];
}) {
  const [selected, setSelected] = useState(pages[0]?.url);
  const page = [...pages, ...caseStudies].find((p) => p.url === selected);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="grid h-fit gap-6">
        <PageList label="Static pages" pages={pages} selected={selected} onSelect={setSelected} />
        {caseStudies.length ? (
          <PageList
            label="Case study pages"
            pages={caseStudies}
            selected={selected}
            onSelect={setSelected}
          />
        ) : null}
      </div>
      {page && (
        <section
          aria-label="Page details"
          aria-live="polite"
          className="h-fit rounded-lg border p-4 lg:sticky lg:top-4"
        >
          <h3 className="text-lg font-semibold">{page.title}</h3>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">URL</dt>
            <dd className="font-mono">{page.url}</dd>
            <dt className="text-muted-foreground">Description</dt>
            <dd>
              {page.description} ({page.description.length} characters)
            </dd>
            <dt className="text-muted-foreground">Priority</dt>
            <dd>{page.priority}</dd>
            <dt className="text-muted-foreground">Change frequency</dt>
            <dd>{page.changeFreq}</dd>
            <dt className="text-muted-foreground">Last modified</dt>
            <dd>{page.lastModified}</dd>
            <dt className="text-muted-foreground">Keywords</dt>
            <dd className="flex flex-wrap gap-1">
              {page.keywords.map((k) => (
                <Badge key={k} variant="secondary">
                  {k}
                </Badge>
              ))}
            </dd>
          </dl>
        </section>
      )}
    </div>
  );
}

function PageList({
  label,
  pages,
  selected,
  onSelect,
}: {
  label: string;
  pages: readonly SeoPage[];
  selected: string | undefined;
  onSelect: (url: string) => void;
}) {
  return (
    <ul className="grid gap-2" aria-label={label}>
      {pages.map((p) => (
        <li key={p.url}>
          <button
            type="button"
            aria-pressed={p.url === selected}
            onClick={() => onSelect(p.url)}
            className={cn(
              "grid w-full gap-1 rounded-lg border p-3 text-left hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
              p.url === selected && "border-primary bg-accent",
            )}
          >
            <span className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold">{p.title}</span>
              <span className="font-mono text-xs text-muted-foreground">{p.url}</span>
            </span>
            <span className="line-clamp-2 text-sm text-muted-foreground">{p.description}</span>
            <span className="text-xs text-muted-foreground">
              Priority {p.priority} · {p.changeFreq}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
