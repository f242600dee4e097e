"use client";

import { useWatch, type UseFormReturn } from "react-hook-form";

import { LibraryPicker } from "@/components/admin/media/library-picker";
import { FormField } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { BlogFormField, BlogFormValues } from "@/lib/blog/blog-form-schema";
import { descriptionBand, titleBand } from "./seo-length-band";

/**
 * The post form's "Search and sharing" section: optional overrides of what search results and
 * link previews show. The title and description lengths are judged live with the SEO analyser's
 * bands (lib/seo/seo-limits.ts); the band is announced when it changes, not on every key.
 */
export function PostSeoFields({
  form,
  disabled,
}: {
  form: UseFormReturn<BlogFormValues>;
  disabled: boolean;
}) {
  const { errors } = form.formState;
  const [seoTitle, title, seoDescription, summary] = useWatch({
    control: form.control,
    name: ["seoTitle", "title", "seoDescription", "summary"],
  });
  const titleReading = titleBand(seoTitle ?? "", title ?? "");
  const descReading = descriptionBand(seoDescription ?? "", summary ?? "");
  const field = (name: BlogFormField) => ({ ...form.register(name), disabled });

  return (
    <fieldset className="grid gap-5 rounded-lg border p-4">
      <legend className="px-1 text-base font-semibold">Search and sharing (optional)</legend>
      <FormField
        id="seoTitle"
        label="SEO title"
        error={errors.seoTitle?.message}
        hint={titleReading.text}
      >
        {(aria) => <Input {...aria} {...field("seoTitle")} placeholder="The post's title" />}
      </FormField>
      <FormField
        id="seoDescription"
        label="Meta description"
        error={errors.seoDescription?.message}
        hint={descReading.text}
      >
        {(aria) => (
          <Textarea
            {...aria}
            {...field("seoDescription")}
            rows={3}
            placeholder="The post's summary"
          />
        )}
      </FormField>
      <p className="sr-only" aria-live="polite">
        {`SEO title ${titleReading.band === "good" ? "length is good" : `is ${titleReading.band}`}. Meta description ${descReading.band === "good" ? "length is good" : `is ${descReading.band}`}.`}
      </p>
      <FormField
        id="canonicalUrl"
        label="Canonical URL"
        error={errors.canonicalUrl?.message}
        hint="Only when the original lives elsewhere: a path on this site (/…) or an http(s) address."
      >
        {(aria) => (
          <Input {...aria} {...field("canonicalUrl")} inputMode="url" placeholder="https://…" />
        )}
      </FormField>
      <div className="grid gap-2">
        <FormField
          id="shareImageUrl"
          label="Share image URL"
          error={errors.shareImageUrl?.message}
          hint="Link previews show it: 1200 × 630 px recommended (1.91:1). Empty: the cover image, or else a generated image."
        >
          {(aria) => (
            <Input {...aria} {...field("shareImageUrl")} inputMode="url" placeholder="https://…" />
          )}
        </FormField>
        <div>
          <LibraryPicker
            label="Choose a share image from the library"
            share
            disabled={disabled}
            onPick={(image) =>
              form.setValue("shareImageUrl", image.src, { shouldDirty: true, shouldValidate: true })
            }
          />
        </div>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          {...form.register("noindex")}
          disabled={disabled}
          className="size-4 accent-primary"
        />
        Hide from search engines (noindex; also left out of the sitemap)
      </label>
    </fieldset>
  );
}
