import { ArrowRightIcon } from "lucide-react";
import Link from "next/link";

import { DeviceFrame } from "@/components/work/device-frame";
import { ScreenImage } from "@/components/work/screen-image";
import { SCREEN_SIZE, committedScreen } from "@/content/work-screens";
import { isBuildPhase } from "@/lib/env";
import { logEvent } from "@/lib/log/logger";
import { getFeaturedWork } from "@/lib/work/queries";
import type { CaseStudyCard } from "@/lib/work/types";
import { cn } from "@/lib/utils";

/** The featured studies (the cached read Proof and Selected work share); none at build. */
async function featured() {
  if (isBuildPhase) return [];
  try {
    return await getFeaturedWork(3);
  } catch (error) {
    logEvent("error", "product showcase failed", { error: String(error).split("\n")[0] });
    return [];
  }
}

/**
 * The product straight under the promise, rising into the hero band's bottom edge (the hero
 * makes room for it: components/home/hero.tsx). From 640 px the first featured study whose cover
 * is a committed desktop screen (the freight dashboard in the demo set), in a browser window; on
 * a phone, where a desktop screen shrinks past reading, the first whose cover is a phone screen
 * (the clinic app), in a phone, its top two thirds. Light or dark with the theme, sized so nothing
 * shifts, each with a one-line caption linking its study. Nothing for a device with no such
 * study (demo content deleted): the page reads well without it.
 */
export async function ProductShowcase() {
  const studies = await featured();
  const on = (device: "browser" | "phone") =>
    studies.find((s) => committedScreen(s.coverUrl)?.device === device);
  const desktop = on("browser");
  const phone = on("phone");
  return (
    <>
      {phone ? (
        <Showcase study={phone} device="phone" className="-mt-28 sm:hidden">
          <div className="mx-auto h-72 w-52 overflow-hidden mask-b-from-75% mask-b-to-100%">
            <DeviceFrame device="phone" className="ring-band-foreground/25">
              <Screen study={phone} device="phone" />
            </DeviceFrame>
          </div>
        </Showcase>
      ) : null}
      {desktop ? (
        <Showcase study={desktop} device="browser" className="hidden sm:-mt-32 sm:block lg:-mt-56">
          <DeviceFrame device="browser" className="mx-auto max-w-5xl">
            <Screen study={desktop} device="browser" />
          </DeviceFrame>
        </Showcase>
      ) : null}
    </>
  );
}

function Screen({ study, device }: { study: CaseStudyCard; device: "browser" | "phone" }) {
  return (
    <ScreenImage
      src={study.coverUrl!}
      alt={study.coverAlt ?? study.title}
      {...SCREEN_SIZE[device]}
    />
  );
}

function Showcase({
  study,
  device,
  className,
  children,
}: {
  study: CaseStudyCard;
  device: "browser" | "phone";
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <figure
      data-showcase={device}
      className={cn("relative z-10 mx-auto max-w-7xl px-4 pb-4 sm:px-6 sm:pb-10", className)}
    >
      {children}
      <figcaption className="mx-auto mt-3 max-w-2xl text-center text-sm text-pretty text-muted-foreground sm:mt-5">
        {study.client ? `${study.client}: ` : null}
        {study.title}.{" "}
        <Link
          href={`/work/${study.slug}`}
          className="inline-flex items-center gap-1 font-medium text-foreground underline underline-offset-4"
        >
          Read the case study
          <ArrowRightIcon className="size-3.5" aria-hidden />
        </Link>
      </figcaption>
    </figure>
  );
}
