import type { OutlineHeading } from "@/lib/blog/outline";
import { cn } from "@/lib/utils";

/**
 * "On this page": the post's h2 and h3 as in-page links. Above the body on a phone, a sticky
 * column beside it on a wide screen (the long-read layout, docs/design.md "Layout"). Each heading
 * has tabindex -1 (lib/blog/outline.ts), so following a link moves focus to it, not just the view.
 */
export function PostToc({
  headings,
  className,
}: {
  headings: OutlineHeading[];
  className?: string;
}) {
  return (
    <nav aria-labelledby="toc-heading" className={cn("text-sm", className)}>
      <h2
        id="toc-heading"
        className="font-sans text-xs font-semibold tracking-wider text-muted-foreground uppercase"
      >
        On this page
      </h2>
      <ol className="mt-3 space-y-1 border-l">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a
              href={`#${heading.id}`}
              className={cn(
                "-ml-px block border-l border-transparent py-1 text-muted-foreground transition-colors hover:border-foreground hover:text-foreground",
                heading.level === 3 ? "pl-7" : "pl-4",
              )}
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
