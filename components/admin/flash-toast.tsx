"use client";

import { useEffect, useState, type ComponentType } from "react";

const KEY = "agency:flash";

/**
 * Queues a success message for the page a form navigates to next. A toast raised before the
 * navigation is mounted in the page being left (the admin layout's toaster) and vanishes with it.
 */
export function flashOnNextPage(message: string) {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // Storage disabled: the destination page itself shows that the save worked.
  }
}

type Loaded = { Toaster: ComponentType; show: () => void };

/**
 * Shows a queued message once, on the page it was meant for. Pages without one load nothing more
 * than this component: the toaster's code is fetched only when there is something to show.
 */
export function FlashToast() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let message: string | null = null;
    try {
      message = sessionStorage.getItem(KEY);
      sessionStorage.removeItem(KEY);
    } catch {
      return;
    }
    if (!message) return;
    const text = message;
    void Promise.all([import("@/components/ui/sonner"), import("sonner")]).then(([ui, sonner]) =>
      setLoaded({ Toaster: ui.Toaster, show: () => sonner.toast.success(text) }),
    );
  }, []);
  // Runs after the toaster below has mounted and subscribed (children's effects run first).
  useEffect(() => loaded?.show(), [loaded]);
  return loaded ? <loaded.Toaster /> : null;
}
