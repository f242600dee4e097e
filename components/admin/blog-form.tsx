"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { flashOnNextPage } from "@/components/admin/flash-toast";
import { CoverField } from "@/components/admin/post-form/cover-field";
import { insertIntoContent } from "@/components/admin/post-form/insert-at-cursor";
import { InsertImage } from "@/components/admin/post-form/insert-image";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { BlogActionState } from "@/lib/blog/admin-actions";
import {
  blogFormSchema,
  type BlogFormField,
  type BlogFormValues,
} from "@/lib/blog/blog-form-schema";

type Props = {
  action: (prev: BlogActionState, formData: FormData) => Promise<BlogActionState>;
  defaultValues: BlogFormValues;
  submitLabel: string;
  busyLabel: string;
  failureMessage: string;
};

/** Create and edit share this form: zod validates in the browser, the action validates again. */
export function BlogForm({ action, defaultValues, submitLabel, busyLabel, failureMessage }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const form = useForm<BlogFormValues>({
    resolver: standardSchemaResolver(blogFormSchema),
    defaultValues,
    mode: "onTouched",
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(values)) data.set(key, value ?? "");
    startTransition(async () => {
      let result: BlogActionState;
      try {
        result = await action({ status: "idle" }, data);
      } catch {
        result = { status: "error", message: failureMessage };
      }
      for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
        form.setError(field as BlogFormField, { message }, { shouldFocus: true });
      }
      if (result.status === "success" && result.slug) {
        if (result.message) flashOnNextPage(result.message);
        router.push(`/blogs/${result.slug}`);
      } else {
        toast.error("Error", { description: result.message || failureMessage });
      }
    });
  });

  const busy = pending || form.formState.isSubmitting;
  const field = (name: BlogFormField) => ({ ...form.register(name), disabled: busy });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField id="title" label="Title" error={errors.title?.message}>
        {(aria) => <Input {...aria} {...field("title")} />}
      </FormField>
      <FormField id="summary" label="Summary" error={errors.summary?.message}>
        {(aria) => <Textarea {...aria} {...field("summary")} rows={3} />}
      </FormField>
      <CoverField form={form} disabled={busy} error={errors.imageUrl?.message} />
      <FormField id="category" label="Category" error={errors.category?.message}>
        {(aria) => <Input {...aria} {...field("category")} placeholder="tech, ai, startup, etc." />}
      </FormField>
      <FormField id="tags" label="Tags (Optional, comma separated)" error={errors.tags?.message}>
        {(aria) => (
          <Input {...aria} {...field("tags")} placeholder="nextjs, postgres, performance" />
        )}
      </FormField>
      <InsertImage onInsert={insertIntoContent(form)} disabled={busy} />
      <FormField id="content" label="Content (HTML supported)" error={errors.content?.message}>
        {(aria) => <Textarea {...aria} {...field("content")} rows={12} className="font-mono" />}
      </FormField>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
