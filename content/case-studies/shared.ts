import { SCREEN_SIZE, screenSrc, type WorkScreen } from "@/content/work-screens";
import type { WorkImage } from "@/lib/work/fields";

/** What every demo case study shares: published, marked as demo content (`isSample`). */
export const demoBase = {
  liveUrl: null,
  status: "published" as const,
  isSample: true,
};

/** A screen as a gallery image: its light image's address (the page pairs the dark one). */
export const screenImage = (screen: WorkScreen): WorkImage => ({
  src: screenSrc(screen.id, "light"),
  alt: screen.alt,
  ...SCREEN_SIZE[screen.device],
});

/** The study's cover: its strongest screen. */
export const screenCover = (screen: WorkScreen) => ({
  coverUrl: screenSrc(screen.id, "light"),
  coverAlt: screen.alt,
});
