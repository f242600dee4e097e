"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False in the server's render and the first client render, true once hydrated (no effect, no flash). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
