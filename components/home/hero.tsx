import Link from "next/link";
import { ArrowRightIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { hero } from "@/content/home";
import { HeroVideo, type VideoSource } from "./hero-video";

/**
 * The promise on the band, and (as `children`) the product showcase that rises into the band's
 * bottom edge. The band makes room for the screen only when one is shown (`data-showcase` on the
 * showcase, per device: a phone screen below 640 px, a browser window from 640 px); without one
 * (demo content deleted) it ends as any band does.
 */
export function Hero({
  videoSources,
  children,
}: {
  videoSources: readonly VideoSource[];
  children?: React.ReactNode;
}) {
  return (
    <div className="group/hero">
      <section className="relative isolate flex min-h-[calc(85dvh-4rem)] items-center overflow-hidden bg-band px-4 py-16 text-band-foreground group-has-[[data-showcase=phone]]/hero:max-sm:pb-36 sm:px-6 sm:py-24 sm:group-has-[[data-showcase=browser]]/hero:pb-56 lg:group-has-[[data-showcase=browser]]/hero:pb-80">
        <HeroVideo sources={videoSources} poster="/media/hero-poster.webp" />
        {/* Darkening layers keep the text above 4.5:1 whatever frame of the video is behind it.
            The band's lower third, where the product screen rises in, fades to ink, and the radial
            one calms the middle, where the text is: no shape of a still frame (the poster, all a
            reduced-motion visitor sees; its square used to sit under the button) competes with
            the lead, the button or the screen. The motion shows above and at the sides. */}
        <div
          className="absolute inset-0 -z-10 bg-gradient-to-b from-inverse/80 via-inverse/70 via-45% to-inverse to-75%"
          aria-hidden
        />
        <div
          className="absolute inset-0 -z-10 bg-radial-[ellipse_60%_55%_at_50%_45%] from-inverse from-35% to-transparent sm:bg-radial-[ellipse_45%_50%_at_50%_42%]"
          aria-hidden
        />
        <div className="mx-auto max-w-4xl text-center">
          <h1 className="text-display font-semibold text-balance">{hero.title}</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lead text-pretty text-band-muted">
            {hero.lead}
          </p>
          <div className="mt-10 flex justify-center">
            {/* Its label is wider than a 320 px screen's column: it may wrap there. */}
            <Button
              asChild
              size="lg"
              variant="band"
              className="h-auto min-h-12 shrink py-3 text-center whitespace-normal"
            >
              <Link href={hero.cta.href}>
                {hero.cta.label}
                <ArrowRightIcon aria-hidden />
              </Link>
            </Button>
          </div>
        </div>
      </section>
      {children}
    </div>
  );
}
