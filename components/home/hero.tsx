import Link from "next/link";
import { ArrowRightIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { hero } from "@/content/home";
import { HeroVideo, type VideoSource } from "./hero-video";

export function Hero({ videoSources }: { videoSources: readonly VideoSource[] }) {
  return (
    <section className="relative isolate flex min-h-[calc(85dvh-4rem)] items-center overflow-hidden bg-indigo-950 px-4 py-24 text-white sm:px-6">
      <HeroVideo sources={videoSources} poster="/media/hero-poster.webp" />
      {/* Darkening layer keeps the text above 4.5:1 whatever frame of the video is behind it. */}
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-b from-indigo-950/80 via-indigo-950/70 to-indigo-950/90"
        aria-hidden
      />
      <div className="mx-auto max-w-4xl text-center">
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-6xl">{hero.title}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-indigo-100 sm:text-xl">
          {hero.lead}
        </p>
        <div className="mt-10 flex justify-center">
          <Button asChild size="lg" className="bg-white text-indigo-900 hover:bg-indigo-50">
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
