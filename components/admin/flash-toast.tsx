"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState, useSyncExternalStore, type ComponentType } from "react";

const KEY = "agency:flash";
// A confirmation whose page never came (a failed navigation, a closed tab's restore) is dropped
// rather than shown on some later page: it is about the save just made, or nothing.
const TTL_MS = 30_000;

type Flash = { message: string; path: string; until: number };

/**
 * Queues a success message for the page a form navigates to next, and only that page (a path).
 * A toast raised before the navigation is mounted in the page being left and vanishes with it.
 */
export function flashOnNextPage(message: string, path: string) {
  try {
    const flash: Flash = { message, path, until: Date.now() + TTL_MS };
    sessionStorage.setItem(KEY, JSON.stringify(flash));
  } catch {
    // Storage disabled: the destination page itself shows that the save worked.
  }
}

/** The queued message when this is its page; anything else stale or unreadable is removed. */
function takeFlash(pathname: string): string | null {
  const raw = sessionStorage.getItem(KEY);
  if (!raw) return null;
  let flash: Partial<Flash> | null = null;
  try {
    flash = JSON.parse(raw) as Partial<Flash>;
  } catch {
    // Not ours (or an older format): dropped below.
  }
  const mine = flash?.path === pathname && typeof flash.message === "string";
  const live = typeof flash?.until === "number" && flash.until > Date.now();
  if (mine || !live) sessionStorage.removeItem(KEY);
  return mine && live ? flash!.message! : null;
}

type Loaded = { Toaster: ComponentType | null; show: () => void };

/** Loads the toast code only when this page has a message, then shows it once. */
function useFlash(pathname: string | null, toaster: boolean) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (pathname === null) return;
    let message: string | null;
    try {
      message = takeFlash(pathname);
    } catch {
      return;
    }
    if (!message) return;
    const text = message;
    void Promise.all([import("@/components/ui/sonner"), import("sonner")]).then(([ui, sonner]) =>
      setLoaded({ Toaster: toaster ? ui.Toaster : null, show: () => sonner.toast.success(text) }),
    );
  }, [pathname, toaster]);
  // Runs after the toaster below has mounted and subscribed (children's effects run first).
  useEffect(() => loaded?.show(), [loaded]);
  return loaded?.Toaster ? <loaded.Toaster /> : null;
}

const noUpdates = () => () => {};
const browserPath = () => window.location.pathname;
const serverPath = () => null;

/**
 * Shows a queued message once, on the page it was meant for. Pages without one load nothing more
 * than this component: the toaster's code is fetched only when there is something to show.
 */
export function FlashToast() {
  // The browser's path, after hydration: a cached public page must not depend on the URL while it
  // renders (the server's snapshot is null). A page is this component's whole life: no updates.
  const pathname = useSyncExternalStore(noUpdates, browserPath, serverPath);
  return useFlash(pathname, true);
}

/**
 * For a layout that already mounts a toaster: it stays mounted across the navigations below it,
 * so it follows the path (render it inside Suspense: the path is request data).
 */
export function LayoutFlashToast() {
  return useFlash(usePathname(), false);
}
