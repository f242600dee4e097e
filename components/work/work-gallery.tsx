"use client";

import { ChevronLeftIcon, ChevronRightIcon, XIcon } from "lucide-react";
import { useRef, useState, type KeyboardEvent } from "react";

import { Button } from "@/components/ui/button";
import type { WorkImage } from "@/lib/work/fields";

/**
 * The case study's gallery: thumbnails (buttons, each with its image's description), opened in a
 * modal <dialog>: Escape or the close button closes it and focus returns to the thumbnail that
 * opened it; the arrow keys (and the buttons) move through the images. Without JavaScript each
 * thumbnail is still a link to its full image.
 */
export function WorkGallery({ images }: { images: readonly WorkImage[] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const openers = useRef<(HTMLAnchorElement | null)[]>([]);
  const [index, setIndex] = useState(0);
  // The thumbnail that opened the dialog gets the focus back, whichever image it closed on.
  const openedFrom = useRef(0);
  const current = images[index];

  const open = (i: number) => {
    openedFrom.current = i;
    setIndex(i);
    dialog.current?.showModal();
  };
  const step = (delta: number) => setIndex((i) => (i + delta + images.length) % images.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") step(1);
    else if (event.key === "ArrowLeft") step(-1);
    else return;
    event.preventDefault();
  };

  return (
    <>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
        {images.map((image, i) => (
          <li key={`${image.src}-${i}`}>
            <a
              href={image.src}
              ref={(el) => {
                openers.current[i] = el;
              }}
              onClick={(event) => {
                event.preventDefault();
                open(i);
              }}
              className="block overflow-hidden rounded-lg border focus-visible:ring-2 focus-visible:ring-ring"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- stored box, any address */}
              <img
                src={image.src}
                alt={image.alt || `Gallery image ${i + 1}`}
                width={image.width}
                height={image.height}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full bg-muted object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        aria-label="Gallery"
        onKeyDown={onKeyDown}
        onClose={() => openers.current[openedFrom.current]?.focus()}
        className="m-auto max-h-[90dvh] w-[min(64rem,95vw)] rounded-xl bg-background p-4 text-foreground backdrop:bg-overlay"
      >
        {current ? (
          <figure className="grid gap-3">
            {/* eslint-disable-next-line @next/next/no-img-element -- stored box, any address */}
            <img
              src={current.src}
              alt={current.alt || `Gallery image ${index + 1}`}
              width={current.width}
              height={current.height}
              className="max-h-[70dvh] w-full object-contain"
            />
            <figcaption className="flex items-center justify-between gap-3 text-sm">
              <span aria-live="polite">
                {index + 1} of {images.length}
                {current.alt ? `: ${current.alt}` : ""}
              </span>
              <span className="flex gap-2">
                <Button type="button" variant="outline" size="icon" onClick={() => step(-1)}>
                  <ChevronLeftIcon aria-hidden />
                  <span className="sr-only">Previous image</span>
                </Button>
                <Button type="button" variant="outline" size="icon" onClick={() => step(1)}>
                  <ChevronRightIcon aria-hidden />
                  <span className="sr-only">Next image</span>
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  onClick={() => dialog.current?.close()}
                >
                  <XIcon aria-hidden />
                  <span className="sr-only">Close</span>
                </Button>
              </span>
            </figcaption>
          </figure>
        ) : null}
      </dialog>
    </>
  );
}
