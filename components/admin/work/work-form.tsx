"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";

import { flashOnNextPage } from "@/components/admin/flash-toast";
import { CoverField } from "@/components/admin/post-form/cover-field";
import { SlugField } from "@/components/admin/post-form/slug-field";
import { SourceEditor } from "@/components/admin/post-form/source-editor";
import { FormField } from "@/components/forms/form-field";
import { PlainPostAlert } from "@/components/forms/plain-post-alert";
import { PlainPostField } from "@/components/forms/plain-post-field";
import { useEnhancedForm } from "@/components/forms/use-enhanced-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { saveCaseStudy, type WorkActionState } from "@/lib/work/actions";
import { submitCaseStudy, type WorkFormState } from "@/lib/work/form-actions";
import { workFormSchema, type WorkFormField, type WorkFormValues } from "@/lib/work/form-schema";
import { ChoiceField } from "./choice-field";
import { GalleryField } from "./gallery-field";
import { ResultsField } from "./results-field";
import { WorkMetaFields } from "./work-meta-fields";
import { WorkPreviewButton } from "./work-preview-button";

const SECTIONS = [
  ["challenge", "The challenge"],
  ["approach", "Our approach"],
  ["outcome", "The outcome"],
] as const;

/**
 * Create and edit share this form: the schema validates in the browser and the staff action
 * validates the same values again. The sections are Markdown, rendered by the post editor's
 * preview and stored through the same sanitizer. Preview shows the unsaved values, new or not.
 * Before hydration (or without JavaScript) the browser posts it to submitCaseStudy instead.
 */
export function WorkForm({
  id = "",
  currentSlug,
  defaultValues,
  categories,
  services,
  refused,
}: {
  /** The case study being edited; "" when creating. */
  id?: string;
  currentSlug?: string;
  defaultValues: WorkFormValues;
  categories: readonly { id: string; label: string }[];
  services: readonly { id: string; label: string }[];
  /** The answer to this request's refused plain post, if it is one (lib/refused-post.ts). */
  refused?: WorkFormState;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const { state, formAction, form } = useEnhancedForm(
    submitCaseStudy,
    defaultValues,
    standardSchemaResolver(workFormSchema),
    id ? `/admin/work/${id}/edit` : "/admin/work/new",
    refused,
  );
  const { errors } = form.formState;
  const busy = pending || form.formState.isSubmitting;
  const field = (name: WorkFormField) => ({ ...form.register(name), disabled: busy });

  const onSubmit = form.handleSubmit((values) =>
    startTransition(async () => {
      const failed = "The case study could not be saved.";
      let result: WorkActionState;
      try {
        result = await saveCaseStudy(id, values);
      } catch {
        result = { status: "error", message: failed };
      }
      for (const [name, message] of Object.entries(result.fieldErrors ?? {})) {
        form.setError(name as WorkFormField, { message }, { shouldFocus: true });
      }
      if (result.status === "success" && result.slug) {
        const next = result.published ? `/work/${result.slug}` : "/admin/work";
        if (result.message) flashOnNextPage(result.message, next);
        router.push(next);
      } else {
        toast.error("Error", { description: result.message || failed });
      }
    }),
  );

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="grid gap-5">
      <input type="hidden" name="id" value={id} />
      <PlainPostField />
      <FormField id="title" label="Title" error={errors.title?.message}>
        {(aria) => <Input {...aria} {...field("title")} />}
      </FormField>
      {currentSlug !== undefined && (
        <SlugField
          currentSlug={currentSlug}
          error={errors.slug?.message}
          register={field("slug")}
        />
      )}
      <FormField
        id="client"
        label="Client (optional, may be anonymised)"
        error={errors.client?.message}
      >
        {(aria) => <Input {...aria} {...field("client")} />}
      </FormField>
      <FormField id="summary" label="Summary" error={errors.summary?.message}>
        {(aria) => <Textarea {...aria} {...field("summary")} rows={3} />}
      </FormField>
      {(
        [
          ["categories", "Categories", categories],
          ["services", "Services used", services],
        ] as const
      ).map(([name, legend, choices]) => (
        <ChoiceField
          key={name}
          {...{ name, legend, choices }}
          register={field(name)}
          selected={form.formState.defaultValues?.[name]}
          error={errors[name]?.message}
        />
      ))}
      <CoverField
        form={form}
        name="coverUrl"
        altName="coverAlt"
        disabled={busy}
        error={errors.coverUrl?.message}
        altError={errors.coverAlt?.message}
      />
      {SECTIONS.map(([name, label]) => (
        <SourceEditor
          key={name}
          control={form.control}
          name={name}
          label={label}
          format="markdown"
          rows={8}
          disabled={busy}
          error={errors[name]?.message}
        />
      ))}
      <ResultsField form={form} busy={busy} />
      <GalleryField form={form} busy={busy} />
      <WorkMetaFields form={form} busy={busy} />
      <PlainPostAlert state={state} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : id ? "Save case study" : "Create case study"}
        </Button>
        <WorkPreviewButton form={form} id={id} busy={busy} />
      </div>
    </form>
  );
}
