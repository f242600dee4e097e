import { ArrowRightIcon } from "lucide-react";
import Link from "next/link";

import { freightStudy } from "@/content/case-studies/freight";
import { screenImage } from "@/content/case-studies/shared";
import { workScreens } from "@/content/work-screens";
import { slugify } from "@/lib/publishing/slug";
import { DeviceFrame } from "@/components/work/device-frame";
import { ScreenImage } from "@/components/work/screen-image";

// The demo study's address is its title's slug, as the seed gives it.
const study = { href: `/work/${slugify(freightStudy.title)}`, client: freightStudy.client };
const screen = screenImage(workScreens.freightDashboard);

/**
 * The product straight under the promise: one real screen (light or dark with the theme, sized so
 * nothing shifts), framed as a browser window, with a one-line caption linking its case study.
 * From `sm` up only: on a phone the screen is too small to read and the story must stay within
 * ten screens (tests/e2e/home-story.spec.ts); the proof tiles below link the same work there.
 */
export function ProductShowcase() {
  return (
    <figure className="mx-auto hidden max-w-7xl px-4 pt-16 sm:block sm:px-6 sm:pt-20">
      <DeviceFrame
        device="browser"
        address="ops.haldenfreight.example"
        className="mx-auto max-w-5xl"
      >
        <ScreenImage {...screen} />
      </DeviceFrame>
      <figcaption className="mt-4 text-center text-sm text-muted-foreground">
        The live operations dashboard we built for {study.client}: 240 trucks, seen within a minute.{" "}
        <Link
          href={study.href}
          className="inline-flex items-center gap-1 font-medium text-foreground underline underline-offset-4"
        >
          Read the case study
          <ArrowRightIcon className="size-3.5" aria-hidden />
        </Link>
      </figcaption>
    </figure>
  );
}
