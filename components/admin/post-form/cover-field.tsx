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
 */
export function CoverField<T extends FieldValues>({
  form,
  name,
  disabled,
  error,
}: {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
  disabled: boolean;
  error?: string;
}) {
  const value = useWatch({ control: form.control, name }) as string | undefined;
  const set = (url: string) =>
    form.setValue(name, url as PathValue<T, FieldPath<T>>, {
      shouldDirty: true,
      shouldValidate: true,
    });
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">Cover image (optional)</legend>
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
        onUploaded={(image) => set(image.src)}
      />
      <div>
        <LibraryPicker
          label="Choose a cover from the library"
          disabled={disabled}
          onPick={(image) => set(image.src)}
        />
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
