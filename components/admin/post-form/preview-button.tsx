"use client";

import { EyeIcon } from "lucide-react";
import { useState, useTransition } from "react";
import type { UseFormReturn } from "react-hook-form";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import type { BlogFormField, BlogFormValues } from "@/lib/blog/blog-form-schema";
import { previewPost, type PreviewActionState } from "@/lib/blog/preview-actions";

/**
 * Sends the form's current values to the staff preview action and opens the signed link in a new
 * tab; the link also stays on the page (a blocked pop-up, a colleague to send it to).
 */
export function PreviewButton({
  form,
  postId,
  busy,
}: {
  form: UseFormReturn<BlogFormValues>;
  postId?: string;
  busy: boolean;
}) {
  const [pending, startTransition] = useTransition();
  const [url, setUrl] = useState<string>();
  const onPreview = form.handleSubmit((values) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(values)) data.set(key, String(value ?? ""));
    startTransition(async () => {
      let result: PreviewActionState;
      try {
        result = await previewPost(postId ?? "", { status: "idle" }, data);
      } catch {
        result = { status: "error", message: "The preview could not be made." };
      }
      for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
        form.setError(field as BlogFormField, { message }, { shouldFocus: true });
      }
      if (result.status === "success" && result.url) {
        setUrl(result.url);
        window.open(result.url, "_blank", "noopener");
      } else {
        toast.error("Error", { description: result.message || "The preview could not be made." });
      }
    });
  });
  return (
    <>
      <Button type="button" variant="outline" disabled={busy || pending} onClick={onPreview}>
        <EyeIcon aria-hidden /> {pending ? "Preparing preview…" : "Preview page"}
      </Button>
      {url ? (
        <a href={url} target="_blank" rel="noopener" className="text-sm text-primary underline">
          Open preview link
          <span className="sr-only"> (opens in a new tab, expires in 30 minutes)</span>
        </a>
      ) : null}
    </>
  );
}
