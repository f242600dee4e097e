import { committedScreen } from "@/content/work-screens";
import { cn } from "@/lib/utils";

/**
 * A product screen in the visitor's theme: the light and the dark image, one hidden by the same
 * rule as the `dark:` utilities (the stored choice, else the system), so the right one shows from
 * the first paint and the box never changes size (both have the same width and height). A lazy
 * image that is hidden is not fetched, so a visitor loads one theme's images only.
 */
export function ScreenImage({
  src,
  alt,
  width,
  height,
  priority = false,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
}) {
  const screen = committedScreen(src);
  const common = {
    width,
    height,
    decoding: "async" as const,
    loading: priority ? ("eager" as const) : ("lazy" as const),
  };
  if (!screen) {
    // eslint-disable-next-line @next/next/no-img-element -- a stored address, any origin
    return <img src={src} alt={alt} {...common} className={cn("h-auto w-full", className)} />;
  }
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- committed, already sized */}
      <img
        src={screen.light}
        alt={alt}
        {...common}
        className={cn("h-auto w-full dark:hidden", className)}
      />
      {/* eslint-disable-next-line @next/next/no-img-element -- committed, already sized */}
      <img
        src={screen.dark}
        alt={alt}
        {...common}
        className={cn("hidden h-auto w-full dark:block", className)}
      />
    </>
  );
}
