"use client";

import { ImagesIcon, XIcon } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import type { MediaChoice } from "@/lib/media/admin-queries";

type Load = { state: "loading" } | { state: "error" } | { state: "ready"; images: MediaChoice[] };

/** Below this a link preview is cropped or shown small (the share-image size hint's numbers). */
const SHARE = { width: 1200, height: 630 };

/**
 * "Choose from the library": a dialog listing the uploads (newest first, with their size) whose
 * buttons put an image's address into a field. Loaded when opened; Escape or Close leaves it.
 * With `share`, images smaller than a link preview's 1200 × 630 say so.
 */
export function LibraryPicker({
  label,
  onPick,
  disabled = false,
  share = false,
}: {
  label: string;
  onPick: (image: MediaChoice) => void;
  disabled?: boolean;
  share?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const fetchList = async () => {
    setLoad({ state: "loading" });
    try {
      const response = await fetch("/api/admin/media", { cache: "no-store" });
      if (!response.ok) throw new Error(String(response.status));
      setLoad({ state: "ready", ...((await response.json()) as { images: MediaChoice[] }) });
    } catch {
      setLoad({ state: "error" });
    }
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void fetchList();
      }}
    >
      <Dialog.Trigger asChild>
        <Button type="button" variant="outline" size="sm" disabled={disabled}>
          <ImagesIcon aria-hidden /> {label}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[85vh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 grid-rows-[auto_auto_1fr] gap-3 rounded-lg border bg-background p-6 shadow-lg">
          <Dialog.Title className="text-lg font-semibold">{label}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">
            {share
              ? "Link previews look best at 1200 × 630 px (1.91:1); smaller images are marked."
              : "Choose an uploaded image; new ones are uploaded here or in Media."}
          </Dialog.Description>
          <div className="overflow-y-auto" aria-live="polite" aria-busy={load.state === "loading"}>
            {load.state === "loading" ? <p className="text-sm">Loading the library…</p> : null}
            {load.state === "error" ? (
              <p role="alert" className="text-sm text-destructive">
                The library could not be loaded. Close this and try again.
              </p>
            ) : null}
            {load.state === "ready" && !load.images.length ? (
              <p className="text-sm">No images uploaded yet.</p>
            ) : null}
            {load.state === "ready" && load.images.length ? (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {load.images.map((image) => (
                  <li key={image.id}>
                    <PickButton
                      image={image}
                      small={share && (image.width < SHARE.width || image.height < SHARE.height)}
                      onPick={() => {
                        onPick(image);
                        setOpen(false);
                      }}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <Dialog.Close asChild>
            <Button type="button" variant="ghost" size="sm" className="absolute top-3 right-3">
              <XIcon aria-hidden />
              <span className="sr-only">Close</span>
            </Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PickButton({
  image,
  small,
  onPick,
}: {
  image: MediaChoice;
  small: boolean;
  onPick: () => void;
}) {
  const size = `${image.width} × ${image.height}`;
  return (
    <button
      type="button"
      onClick={onPick}
      aria-label={`Use “${image.name}” (${size} px${small ? ", smaller than recommended" : ""})`}
      className="grid w-full gap-1 rounded-md border p-2 text-left text-xs hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- our smallest variant */}
      <img
        src={image.thumb}
        alt=""
        width={160}
        height={Math.max(1, Math.round((160 * image.height) / image.width))}
        loading="lazy"
        className="aspect-[1200/630] w-full rounded bg-muted object-cover"
      />
      <span className="font-medium break-all">{image.name}</span>
      <span className="text-muted-foreground">
        {size} px{small ? " · smaller than recommended" : ""}
      </span>
    </button>
  );
}
