"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useRouter } from "next/navigation";
import { useRef, useTransition } from "react";
import { toast } from "sonner";

import { flashOnNextPage } from "@/components/admin/flash-toast";
import { LifecycleFields } from "@/components/admin/post-form/lifecycle-fields";
import { PreviewButton } from "@/components/admin/post-form/preview-button";
import { SlugField } from "@/components/admin/post-form/slug-field";
import {
  PostContentEditor,
  type PostEditorHandle,
} from "@/components/admin/post-form/post-content-editor";
import { PostSeoFields } from "@/components/admin/post-form/post-seo-fields";
import { CoverField } from "@/components/admin/post-form/cover-field";
import { InsertImage } from "@/components/admin/post-form/insert-image";
import { FormField } from "@/components/forms/form-field";
import { PlainPostAlert } from "@/components/forms/plain-post-alert";
import { PlainPostField } from "@/components/forms/plain-post-field";
import { useEnhancedForm } from "@/components/forms/use-enhanced-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { BlogActionState } from "@/lib/blog/admin-actions";
import {
  blogFormSchema,
  type BlogFormField,
  type BlogFormValues,
} from "@/lib/blog/blog-form-schema";
import { saveConfirmation } from "@/lib/blog/save-confirmation";

type Props = {
  /** The post being edited (its preview shows the unsaved values over it); none when creating. */
  postId?: string;
  action: (prev: BlogActionState, formData: FormData) => Promise<BlogActionState>;
  defaultValues: BlogFormValues;
  submitLabel: string;
  busyLabel: string;
  failureMessage: string;
  /** Editing: the post's slug, which the form then lets staff change (REDIRECTS). */
  currentSlug?: string;
  /** False for a role that saves drafts only (an author): no publish or schedule options. */
  canPublish?: boolean;
  /** The answer to this request's refused plain post, if it is one (lib/refused-post.ts). */
  refused?: BlogActionState;
};

/**
 * Create and edit share this form: zod validates in the browser, the action validates again.
 * Before hydration (or without JavaScript) it is a plain `<form action>` post to the same action,
 * which then redirects to the staff list on success or sends the form back with the values typed
 * and one message per field (lib/blog/save-landing.ts). Once hydrated, react-hook-form takes over.
 */
export function BlogForm({
  postId,
  action,
  defaultValues,
  submitLabel,
  busyLabel,
  failureMessage,
  currentSlug,
  canPublish = true,
  refused,
}: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const { state, formAction, form } = useEnhancedForm(
    action,
    defaultValues,
    standardSchemaResolver(blogFormSchema),
    postId ? `/admin/blogs/${postId}/edit` : "/admin/create-blog",
    refused,
  );
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(values)) data.set(key, String(value ?? ""));
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
        // A draft or scheduled post has no public page yet (it 404s): back to the staff list.
        const next = result.postStatus === "published" ? `/blogs/${result.slug}` : "/admin/blogs";
        const saved = { status: result.postStatus, publishAt: result.publishAt, created: !postId };
        flashOnNextPage(saveConfirmation(saved), next);
        router.push(next);
      } else {
        toast.error("Error", { description: result.message || failureMessage });
      }
    });
  });

  const editor = useRef<PostEditorHandle>(null);
  const busy = pending || form.formState.isSubmitting;
  const field = (name: BlogFormField) => ({ ...form.register(name), disabled: busy });
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="grid gap-5">
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
      <FormField id="summary" label="Summary" error={errors.summary?.message}>
        {(aria) => <Textarea {...aria} {...field("summary")} rows={3} />}
      </FormField>
      <CoverField form={form} name="imageUrl" disabled={busy} error={errors.imageUrl?.message} />
      <FormField id="category" label="Category" error={errors.category?.message}>
        {(aria) => <Input {...aria} {...field("category")} placeholder="tech, ai, startup, etc." />}
      </FormField>
      <FormField id="tags" label="Tags (Optional, comma separated)" error={errors.tags?.message}>
        {(aria) => (
          <Input {...aria} {...field("tags")} placeholder="nextjs, postgres, performance" />
        )}
      </FormField>
      <PostContentEditor
        ref={editor}
        control={form.control}
        disabled={busy}
        error={errors.content?.message}
        accessory={
          <InsertImage onInsert={(markup) => editor.current?.insert(markup)} disabled={busy} />
        }
      />
      <PostSeoFields form={form} disabled={busy} />
      <LifecycleFields form={form} busy={busy} canPublish={canPublish} />
      <PlainPostAlert state={state} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
        <PreviewButton form={form} postId={postId} busy={busy} />
      </div>
    </form>
  );
}
