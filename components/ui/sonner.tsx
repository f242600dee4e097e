"use client";

import { Toaster as Sonner, type ToasterProps } from "sonner";

/** Mounted only by layouts whose pages raise toasts (forms, admin), so content pages ship no toast JS. */
function Toaster(props: ToasterProps) {
  return (
    <Sonner
      className="toaster group"
      richColors
      closeButton
      position="top-right"
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
