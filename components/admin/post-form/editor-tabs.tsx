"use client";

import { useRef } from "react";

import { cn } from "@/lib/utils";

export type EditorTab = "write" | "preview";
const TABS: { id: EditorTab; label: string }[] = [
  { id: "write", label: "Write" },
  { id: "preview", label: "Live preview" },
];

/**
 * Write / Live preview tabs below the lg breakpoint, where the two panes do not fit side by side (at lg
 * both show and the tabs are hidden). The WAI-ARIA tabs pattern: one tab stop, arrows move.
 */
export function EditorTabs({
  tab,
  onChange,
  idPrefix = "content",
}: {
  tab: EditorTab;
  onChange: (t: EditorTab) => void;
  /** The editor's field id: the tabs and panes are `{idPrefix}-tab-…` and `{idPrefix}-…`. */
  idPrefix?: string;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (index: number) => {
    const next = TABS[(index + TABS.length) % TABS.length];
    if (!next) return;
    onChange(next.id);
    buttons.current[TABS.indexOf(next)]?.focus();
  };
  return (
    <div role="tablist" aria-label="Editor view" className="flex gap-1 border-b lg:hidden">
      {TABS.map(({ id, label }, i) => {
        const selected = tab === id;
        return (
          <button
            key={id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${id}`}
            aria-controls={`${idPrefix}-${id}`}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(id)}
            onKeyDown={(event) => {
              if (event.key === "ArrowRight") move(i + 1);
              else if (event.key === "ArrowLeft") move(i - 1);
              else if (event.key === "Home") move(0);
              else if (event.key === "End") move(TABS.length - 1);
              else return;
              event.preventDefault();
            }}
            className={cn(
              "-mb-px border-b-2 px-3 py-2 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
              selected
                ? "border-primary text-foreground"
                : "border-transparent text-muted-foreground",
            )}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
