import { cn } from "@/lib/utils";

/**
 * Cards in a row that scrolls sideways below 640 px (each card a little narrower than the screen,
 * so the next one peeks out and says there is more), and wrapping rows from 640 px (two, then three
 * from 1024 px; an incomplete last row centred, as components/layout/card-row.tsx). Stacked, each card
 * would take a phone screen of its own; the strip takes one card's height, with no script.
 *
 * The list scrolls inside itself: the page never scrolls sideways. It is positioned so that it
 * also clips the cards' visually hidden text (absolutely positioned), which would otherwise widen
 * the page. A `label` names the list and makes it focusable, for strips whose cards hold no link a
 * keyboard could reach them by.
 */
export function ScrollStrip({
  items,
  label,
  className,
}: {
  /** `className` on an item's `li`, e.g. to show it on a phone only. */
  items: readonly { key: string; node: React.ReactNode; className?: string }[];
  label?: string;
  className?: string;
}) {
  return (
    <ul
      aria-label={label}
      tabIndex={label ? 0 : undefined}
      className={cn(
        "relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2",
        "focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
        "sm:mx-0 sm:flex-wrap sm:justify-center sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0",
        className,
      )}
    >
      {items.map((item) => (
        <li
          key={item.key}
          className={cn(
            "flex w-[85%] max-w-sm shrink-0 snap-start *:w-full sm:w-[calc((100%-1.5rem)/2)] sm:max-w-none lg:w-[calc((100%-3rem)/3)]",
            item.className,
          )}
        >
          {item.node}
        </li>
      ))}
    </ul>
  );
}
