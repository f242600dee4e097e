"use client";

import { useState } from "react";
import { ChevronLeftIcon, ChevronRightIcon, QuoteIcon } from "lucide-react";

import { buttonVariants } from "@/components/ui/button-variants";
import { testimonials } from "@/content/company";

/** A manual carousel (no auto-rotation, so nothing moves unless the visitor asks). */
export function Testimonials() {
  const [index, setIndex] = useState(0);
  const count = testimonials.length;
  const current = testimonials[index] ?? testimonials[0];
  const go = (step: number) => setIndex((value) => (value + step + count) % count);

  return (
    <div
      className="mx-auto max-w-3xl"
      role="group"
      aria-roledescription="carousel"
      aria-label="Client testimonials"
    >
      <figure className="rounded-2xl border bg-card p-8 text-center shadow-sm" aria-live="polite">
        <QuoteIcon className="mx-auto size-8 text-primary" aria-hidden />
        <blockquote className="mt-4 text-lg leading-relaxed text-pretty sm:text-xl">
          “{current.quote}”
        </blockquote>
        <figcaption className="mt-6 text-sm">
          <span className="font-semibold">{current.name}</span>
          <span className="text-muted-foreground"> · {current.role}</span>
        </figcaption>
      </figure>
      <div className="mt-6 flex items-center justify-center gap-4">
        <button
          type="button"
          className={buttonVariants({ variant: "outline", size: "icon" })}
          onClick={() => go(-1)}
          aria-label="Previous testimonial"
        >
          <ChevronLeftIcon aria-hidden />
        </button>
        <span className="text-sm text-muted-foreground" aria-hidden>
          {index + 1} / {count}
        </span>
        <button
          type="button"
          className={buttonVariants({ variant: "outline", size: "icon" })}
          onClick={() => go(1)}
          aria-label="Next testimonial"
        >
          <ChevronRightIcon aria-hidden />
        </button>
      </div>
    </div>
  );
}
