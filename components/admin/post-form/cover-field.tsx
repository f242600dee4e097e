"use client";

import { useWatch, type UseFormReturn } from "react-hook-form";

import { ImageUpload } from "@/components/admin/media/image-upload";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { BlogFormValues } from "@/lib/blog/blog-form-schema";

/**
 * The post's cover: uploaded here (drag and drop or the file picker), or, secondarily, any image
 * address pasted into the field below. An upload fills that same field with its /media address.
 */
export function CoverField({
  form,
  disabled,
  error,
}: {
  form: UseFormReturn<BlogFormValues>;
  disabled: boolean;
  error?: string;
}) {
  const value = useWatch({ control: form.control, name: "imageUrl" });
  const set = (url: string) =>
    form.setValue("imageUrl", url, { shouldDirty: true, shouldValidate: true });
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
      <FormField id="imageUrl" label="Or paste an image URL" error={error}>
        {(aria) => (
          <Input
            {...aria}
            {...form.register("imageUrl")}
            disabled={disabled}
            placeholder="https://…"
            inputMode="url"
          />
        )}
      </FormField>
    </fieldset>
  );
}
