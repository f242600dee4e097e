import { cn } from "@/lib/utils";

/**
 * Cards in wrapping rows: one a row on a phone, two from `from` (sm or md), three from lg, each
 * row's cards as tall as its tallest. Rows wrap in flex rather than a grid so that an incomplete
 * last row (one card of three, seven team members) sits centred under a centred heading instead
 * of hanging at the left; `align="start"` keeps it at the left under a left heading. A lone card
 * keeps its whole title (cards clamp theirs to line up with neighbours it does not have).
 */
export function CardRow({
  items,
  from = "sm",
  columns = 3,
  align = "center",
  className,
}: {
  items: readonly { key: string; node: React.ReactNode }[];
  from?: "sm" | "md";
  /** At most two a row for a narrow column (a case study's 5xl text column). */
  columns?: 2 | 3;
  align?: "center" | "start";
  className?: string;
}) {
  return (
    <ul
      className={cn(
        "flex flex-wrap gap-6",
        align === "center" ? "justify-center" : "justify-start",
        className,
      )}
    >
      {items.map((item) => (
        <li
          key={item.key}
          className={cn(
            "flex w-full *:w-full",
            columns === 3 && "lg:w-[calc((100%-3rem)/3)]",
            from === "sm" ? "sm:w-[calc((100%-1.5rem)/2)]" : "md:w-[calc((100%-1.5rem)/2)]",
            "[&:only-child_:is(h2,h3)]:line-clamp-none",
          )}
        >
          {item.node}
        </li>
      ))}
    </ul>
  );
}
