"use client";

import { useSyncExternalStore } from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

import { currentTheme, subscribeTheme } from "@/lib/theme-choice";

// Below the site header (h-16) with a gap, so a toast never covers the navigation.
const BELOW_HEADER = { top: "5rem" };

/**
 * Mounted only by layouts whose pages raise toasts (forms, admin), so content pages ship no toast
 * JS. It follows the page's theme (a stored choice or the system's), rich colours included.
 */
function Toaster(props: ToasterProps) {
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, () => "light" as const);
  return (
    <Sonner
      className="toaster group"
      theme={theme}
      richColors
      closeButton
      position="top-right"
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER}
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
