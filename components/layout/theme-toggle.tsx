"use client";

import { MoonIcon, SunIcon } from "lucide-react";
import { useSyncExternalStore } from "react";

import { useHydrated } from "@/components/forms/use-hydrated";
import { chooseTheme, currentTheme, subscribeTheme } from "@/lib/theme-choice";

/**
 * The header's theme switch: a toggle button "Dark theme", pressed when the page is dark. The
 * icon follows the CSS (`dark:`), so it is right from the first paint; the pressed state is known
 * once hydrated (the server cannot know the visitor's choice or system), and the button is
 * disabled until then, as it could not work.
 */
export function ThemeToggle() {
  const hydrated = useHydrated();
  const dark = useSyncExternalStore(
    subscribeTheme,
    () => currentTheme() === "dark",
    () => false,
  );
  return (
    <button
      type="button"
      aria-pressed={dark}
      disabled={!hydrated}
      onClick={() => chooseTheme(currentTheme() === "dark" ? "light" : "dark")}
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:opacity-60"
    >
      <MoonIcon className="size-5 dark:hidden" aria-hidden />
      <SunIcon className="hidden size-5 dark:block" aria-hidden />
      <span className="sr-only">Dark theme</span>
    </button>
  );
}
