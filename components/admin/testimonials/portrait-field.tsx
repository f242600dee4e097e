"use client";

import { useState } from "react";

import { LibraryPicker } from "@/components/admin/media/library-picker";
import { Button } from "@/components/ui/button";

export type PortraitChoice = { id: string; src: string; name: string };

/**
 * The optional portrait: an upload picked from the media library, posted as its id in a hidden
 * field (so the form posts it before hydration too). Without one the site draws an
 * illustrated portrait from the name (components/team/portrait.tsx).
 */
export function PortraitField({
  initial,
  error,
  disabled,
}: {
  initial: PortraitChoice | null;
  error?: string;
  disabled: boolean;
}) {
  const [portrait, setPortrait] = useState(initial);
  return (
    <fieldset
      className="grid gap-3 rounded-lg border p-4"
      aria-describedby={error ? "portraitMediaId-error" : "portraitMediaId-hint"}
    >
      <legend className="px-1 text-sm font-medium">Portrait (optional)</legend>
      <input type="hidden" name="portraitMediaId" value={portrait?.id ?? ""} />
      <div className="flex flex-wrap items-center gap-4">
        {portrait ? (
          // eslint-disable-next-line @next/next/no-img-element -- one of our own upload's variants
          <img
            src={portrait.src}
            alt=""
            width={64}
            height={64}
            className="size-16 rounded-full border object-cover"
          />
        ) : null}
        <p id="portraitMediaId-hint" className="text-sm text-muted-foreground" aria-live="polite">
          {portrait
            ? `Chosen: ${portrait.name}`
            : "None: the site draws an illustrated portrait from the name."}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <LibraryPicker
          label={portrait ? "Choose another portrait" : "Choose a portrait"}
          disabled={disabled}
          onPick={(image) => setPortrait({ id: image.id, src: image.thumb, name: image.name })}
        />
        {portrait ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={disabled}
            onClick={() => setPortrait(null)}
          >
            Remove portrait
          </Button>
        ) : null}
      </div>
      <p id="portraitMediaId-error" aria-live="polite" className="text-sm text-destructive">
        {error}
      </p>
    </fieldset>
  );
}
