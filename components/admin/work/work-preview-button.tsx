"use client";

import { EyeIcon } from "lucide-react";
import { useState, useTransition } from "react";
import type { UseFormReturn } from "react-hook-form";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { previewCaseStudy, type WorkPreviewState } from "@/lib/work/actions";
import type { WorkFormField, WorkFormValues } from "@/lib/work/form-schema";

/**
 * Sends the form's current (unsaved) values to the staff preview action and opens the signed,
 * expiring link in a new tab; the link also stays on the page, for a blocked pop-up or a colleague.
 */
export function WorkPreviewButton({
  form,
  id,
  busy,
}: {
  form: UseFormReturn<WorkFormValues>;
  /** The case study being edited; "" when creating. */
  id: string;
  busy: boolean;
}) {
  const [pending, startTransition] = useTransition();
  const [url, setUrl] = useState<string>();
  const onPreview = form.handleSubmit((values) =>
    startTransition(async () => {
      const failed = "The preview could not be made.";
      let result: WorkPreviewState;
      try {
        result = await previewCaseStudy(id, values);
      } catch {
        result = { status: "error", message: failed };
      }
      for (const [name, message] of Object.entries(result.fieldErrors ?? {})) {
        form.setError(name as WorkFormField, { message }, { shouldFocus: true });
      }
      if (result.status === "success" && result.url) {
        setUrl(result.url);
        window.open(result.url, "_blank", "noopener");
      } else toast.error("Error", { description: result.message || failed });
    }),
  );
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
