import Link from "next/link";
import { ArrowRightIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { hero } from "@/content/home";
import { HeroVideo, type VideoSource } from "./hero-video";

export function Hero({ videoSources }: { videoSources: readonly VideoSource[] }) {
  return (
    <section className="relative isolate flex min-h-[calc(85dvh-4rem)] items-center overflow-hidden bg-band px-4 py-16 text-band-foreground sm:px-6 sm:py-24">
      <HeroVideo sources={videoSources} poster="/media/hero-poster.webp" />
      {/* Darkening layer keeps the text above 4.5:1 whatever frame of the video is behind it. */}
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-b from-inverse/80 via-inverse/70 to-inverse/90"
        aria-hidden
      />
      <div className="mx-auto max-w-4xl text-center">
        <h1 className="text-display font-semibold text-balance">{hero.title}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lead text-pretty text-band-muted">{hero.lead}</p>
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
  );
}
