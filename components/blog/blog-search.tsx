"use client";

import { SearchIcon } from "lucide-react";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, useTransition } from "react";

import { Input } from "@/components/ui/input";

const DEBOUNCE_MS = 300;

/**
 * Search box for /blogs. A plain GET form to /blogs/search (works without JavaScript, results
 * shareable); with JavaScript it updates the URL as you type, debounced, and the server runs the
 * query. It sits in the cached list pages' shared layout, whose HTML is the same for every
 * address, so it takes the query from the address in the browser: when it mounts, and after a
 * navigation it did not make (back, forward, a link) — never while someone is typing in it.
 */
export function BlogSearch() {
  const router = useRouter();
  const pathname = usePathname();
  const [value, setValue] = useState("");
  const [pending, startTransition] = useTransition();
  const timer = useRef<number | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (document.activeElement === input.current) return;
    const q = new URLSearchParams(window.location.search).get("q") ?? "";
    setValue(pathname === "/blogs/search" ? q.slice(0, 100) : "");
  }, [pathname]);

  const navigate = (q: string) => {
    const trimmed = q.trim();
    // Every list page searches the whole blog; an empty box goes back to the (cached) list.
    const href = trimmed ? `/blogs/search?q=${encodeURIComponent(trimmed)}` : "/blogs";
    startTransition(() => router.replace(href, { scroll: false }));
  };

  return (
    <form
      role="search"
      action="/blogs/search"
      className="relative w-full max-w-xl"
      onSubmit={(event) => {
        event.preventDefault();
        window.clearTimeout(timer.current);
        navigate(value);
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search blogs
      </label>
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        ref={input}
        id={id}
        type="search"
        name="q"
        placeholder="Search blogs..."
        maxLength={100}
        autoComplete="off"
        value={value}
        aria-busy={pending}
        className="h-11 bg-background pl-9"
        onChange={(event) => {
          const next = event.target.value;
          setValue(next);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => navigate(next), DEBOUNCE_MS);
        }}
      />
    </form>
  );
}
