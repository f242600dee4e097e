import type { DEVICE_CLASSES } from "@/lib/db/enums";

export type Device = (typeof DEVICE_CLASSES)[number];

/** The window's width in CSS pixels, as the beacon reports it (Tailwind's md and lg breakpoints). */
export const deviceOfWidth = (width: number): Device =>
  width < 768 ? "mobile" : width < 1024 ? "tablet" : "desktop";

/** For a goal, which has no window to measure: the user agent's own word. */
export function deviceOfUserAgent(userAgent: string): Device {
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  return /Mobi|iPhone|Android/i.test(userAgent) ? "mobile" : "desktop";
}
