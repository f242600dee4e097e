import Link from "next/link";

import { buttonVariants } from "@/components/ui/button-variants";
import { workCategories } from "@/content/work";

const hrefOf = (id: string) => (id === "all" ? "/work" : `/work/category/${id}`);

/**
 * The spec's category filter (default all) as links: each category has its own address, so the
 * filter works without JavaScript, can be shared and is crawled; the current one is marked.
 */
export function WorkFilter({ selected }: { selected: string }) {
  return (
    <nav aria-label="Filter projects by category">
      <ul className="flex flex-wrap gap-2">
        {workCategories.map((category) => {
          const current = selected === category.id;
          return (
            <li key={category.id}>
              <Link
                href={hrefOf(category.id)}
                aria-current={current ? "page" : undefined}
                className={buttonVariants({ variant: current ? "default" : "outline" })}
                scroll={false}
              >
                {category.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
