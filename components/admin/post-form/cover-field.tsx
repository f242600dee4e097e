"use client";

import {
  useWatch,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type UseFormReturn,
} from "react-hook-form";

import { ImageUpload } from "@/components/admin/media/image-upload";
import { LibraryPicker } from "@/components/admin/media/library-picker";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/**
 * A cover image (a post's, a case study's): uploaded here (drag and drop or the file picker),
 * chosen from the media library, or, secondarily, any image address pasted into the field below. An upload fills that same field
 * with its /media address. `name` is the form's field for the address (a post's "imageUrl").
 * `altName` (a case study's "coverAlt") is the form's field for the cover's alt text: then it is
 * asked here once, sent with an upload (the library keeps the same text) and filled from a
 * library image's own when still empty. Without it the upload asks for its alt text itself.
 */
export function CoverField<T extends FieldValues>({
  form,
  name,
  altName,
  disabled,
  error,
  altError,
}: {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
  altName?: FieldPath<T>;
  disabled: boolean;
  error?: string;
  altError?: string;
}) {
  const value = useWatch({ control: form.control, name }) as string | undefined;
  // A fixed field when there is no alt field: the hook cannot be called conditionally.
  const alt = useWatch({ control: form.control, name: altName ?? name }) as string | undefined;
  const setField = (field: FieldPath<T>, text: string) =>
    form.setValue(field, text as PathValue<T, FieldPath<T>>, {
      shouldDirty: true,
      shouldValidate: true,
    });
  const set = (url: string) => setField(name, url);
  const pick = (image: { src: string; alt: string }) => {
    set(image.src);
    if (altName && !alt?.trim() && image.alt) setField(altName, image.alt);
  };
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">Cover image (optional)</legend>
      {altName ? (
        <FormField id={altName} label="Cover description (alt text)" error={altError}>
          {(aria) => <Input {...aria} {...form.register(altName)} disabled={disabled} />}
        </FormField>
      ) : null}
      {value ? (
        <div className="flex items-end gap-3">
          {/* eslint-disable-next-line @next/next/no-img-element -- a preview of any address */}
          <img
            src={value}
            alt="Current cover"
            width={160}
            height={84}
            className="aspect-[1200/630] w-40 rounded-md bg-muted object-cover"
          />
          <Button type="button" variant="outline" size="sm" onClick={() => set("")}>
            Remove cover
          </Button>
        </div>
      ) : null}
      <ImageUpload
        id="cover-upload"
        label="Upload a cover image"
        disabled={disabled}
        alt={altName ? (alt ?? "") : undefined}
        onUploaded={(image) => set(image.src)}
      />
      <div>
        <LibraryPicker label="Choose a cover from the library" disabled={disabled} onPick={pick} />
      </div>
      <FormField id={name} label="Or paste an image URL" error={error}>
        {(aria) => (
          <Input
            {...aria}
            {...form.register(name)}
            disabled={disabled}
            placeholder="https://…"
            inputMode="url"
          />
        )}
      </FormField>
    </fieldset>
  );
}
