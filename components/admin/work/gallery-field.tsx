"use client";

import { Trash2Icon } from "lucide-react";
import { useFieldArray, type UseFormReturn } from "react-hook-form";

import { ImageUpload } from "@/components/admin/media/image-upload";
import { Button } from "@/components/ui/button";
import { WORK_LIMITS, type WorkFormValues } from "@/lib/work/form-schema";

/** The gallery: images uploaded through the media pipeline, with their alt text and box. */
export function GalleryField({
  form,
  busy,
}: {
  form: UseFormReturn<WorkFormValues>;
  busy: boolean;
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "gallery" });
  const error = form.formState.errors.gallery;
  return (
    <fieldset className="grid gap-3 rounded-lg border p-4">
      <legend className="px-1 text-sm font-medium">Gallery (optional)</legend>
      {fields.length ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Gallery images">
          {fields.map((image, i) => (
            <li key={image.id} className="grid gap-1">
              {/* The image as a plain post (no JavaScript) sends it: fields named as the form's. */}
              {(["src", "alt", "width", "height"] as const).map((key) => (
                <input key={key} type="hidden" name={`gallery.${i}.${key}`} value={image[key]} />
              ))}
              {/* eslint-disable-next-line @next/next/no-img-element -- a preview of an upload */}
              <img
                src={image.src}
                alt={image.alt || `Gallery image ${i + 1}`}
                width={160}
                height={120}
                className="aspect-[4/3] w-full rounded-md bg-muted object-cover"
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => remove(i)}
                disabled={busy}
              >
                <Trash2Icon aria-hidden /> Remove<span className="sr-only"> image {i + 1}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {fields.length < WORK_LIMITS.gallery ? (
        <ImageUpload
          id="gallery-upload"
          label="Add an image to the gallery"
          disabled={busy}
          onUploaded={(image) =>
            append({ src: image.src, alt: image.alt, width: image.width, height: image.height })
          }
        />
      ) : null}
      <p aria-live="polite" className="text-sm text-destructive">
        {error?.message ?? error?.root?.message}
      </p>
    </fieldset>
  );
}
