import { ArrowRightIcon } from "lucide-react";
import Link from "next/link";

import { DeviceFrame } from "@/components/work/device-frame";
import { ScreenImage } from "@/components/work/screen-image";
import { SCREEN_SIZE, committedScreen } from "@/content/work-screens";
import { isBuildPhase } from "@/lib/env";
import { logEvent } from "@/lib/log/logger";
import { getFeaturedWork } from "@/lib/work/queries";

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
 * The product straight under the promise: the first featured case study whose cover is a
 * committed desktop screen (the freight dashboard in the demo set), framed as a browser window,
 * light or dark with the theme and sized so nothing shifts, with a one-line caption linking the
 * study. Nothing when there is none (demo content deleted): the page reads well without it.
 * From `sm` up only: on a phone the screen is too small to read and the story must stay within
 * ten screens (tests/e2e/home-story.spec.ts); the proof tiles below link the same work there.
 */
export async function ProductShowcase() {
  const study = (await featured()).find((s) => committedScreen(s.coverUrl)?.device === "browser");
  if (!study?.coverUrl) return null;
  const href = `/work/${study.slug}`;
  return (
    <figure className="mx-auto hidden max-w-7xl px-4 pt-16 sm:block sm:px-6 sm:pt-20">
      <DeviceFrame device="browser" className="mx-auto max-w-5xl">
        <ScreenImage
          src={study.coverUrl}
          alt={study.coverAlt ?? study.title}
          {...SCREEN_SIZE.browser}
        />
      </DeviceFrame>
      <figcaption className="mt-4 text-center text-sm text-pretty text-muted-foreground">
        {study.client ? `${study.client}: ` : null}
        {study.title}.{" "}
        <Link
          href={href}
          className="inline-flex items-center gap-1 font-medium text-foreground underline underline-offset-4"
        >
          Read the case study
          <ArrowRightIcon className="size-3.5" aria-hidden />
        </Link>
      </figcaption>
    </figure>
  );
}
