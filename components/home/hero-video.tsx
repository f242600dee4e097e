"use client";

import { useEffect, useRef, useState } from "react";
import { PauseIcon, PlayIcon } from "lucide-react";

/** Spec §1: the hero video plays at 0.8× speed. */
const HERO_PLAYBACK_RATE = 0.8;
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * Looping muted background video. The poster paints first; the video fetches nothing until it is
 * on screen (preload "none" → "auto"), fades in once it has data, and never plays under
 * prefers-reduced-motion. A visible control lets anyone pause it (WCAG 2.2.2).
 */
export type VideoSource = { src: string; type: string };

export function HeroVideo({
  sources,
  poster,
}: {
  sources: readonly VideoSource[];
  poster: string;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [paused, setPaused] = useState(false);
  const [reduced, setReduced] = useState(false);

  useEffect(() => {
    const motion = window.matchMedia(REDUCED_MOTION);
    const update = () => setReduced(motion.matches);
    update();
    motion.addEventListener("change", update);
    return () => motion.removeEventListener("change", update);
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    // Asked directly too: on the first run `reduced` still holds its initial false, and the
    // observer would start the download before the update above lands.
    if (!video || reduced || window.matchMedia(REDUCED_MOTION).matches) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      video.preload = "auto";
      video.playbackRate = HERO_PLAYBACK_RATE;
      if (!paused) void video.play().catch(() => setPaused(true));
    });
    observer.observe(video);
    return () => observer.disconnect();
  }, [reduced, paused]);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      video.playbackRate = HERO_PLAYBACK_RATE;
      void video.play();
      setPaused(false);
    } else {
      video.pause();
      setPaused(true);
    }
  };

  return (
    <>
      {/* A small WebP poster needs no optimiser; a plain <img> keeps next/image's JS off the home page. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={poster}
        alt=""
        fetchPriority="high"
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
      {reduced ? null : (
        <>
          <video
            ref={videoRef}
            className={`absolute inset-0 -z-20 h-full w-full object-cover transition-opacity duration-1000 ${loaded ? "opacity-100" : "opacity-0"}`}
            poster={poster}
            muted
            loop
            playsInline
            preload="none"
            aria-hidden
            data-testid="hero-video"
            onLoadedData={(event) => {
              event.currentTarget.playbackRate = HERO_PLAYBACK_RATE;
              setLoaded(true);
            }}
          >
            {sources.map((source) => (
              <source key={source.src} src={source.src} type={source.type} />
            ))}
          </video>
          {/* Anchored to the hero's top, which never moves: the bottom follows the hero's text
              (its height is the content's on most screens), and any reflow there moved it. */}
          <button
            type="button"
            onClick={toggle}
            className="absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-full bg-inverse/60 text-inverse-strong hover:bg-inverse/80 focus-visible:ring-[3px] focus-visible:ring-band-foreground/70 focus-visible:outline-none"
          >
            {paused ? (
              <PlayIcon className="size-5" aria-hidden />
            ) : (
              <PauseIcon className="size-5" aria-hidden />
            )}
            <span className="sr-only">
              {paused ? "Play background video" : "Pause background video"}
            </span>
          </button>
        </>
      )}
    </>
  );
}
