"use client";

import { EyeIcon } from "lucide-react";
import { useState, useTransition } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { previewCaseStudy } from "@/lib/work/actions";

/**
 * A signed, expiring link to the saved case study as the public page shows it (staff only). The
 * link also stays on the page, for a blocked pop-up or a colleague.
 */
export function WorkPreviewButton({ id }: { id: string }) {
  const [pending, startTransition] = useTransition();
  const [url, setUrl] = useState<string>();
  const onPreview = () =>
    startTransition(async () => {
      const result = await previewCaseStudy(id).catch(() => ({
        status: "error" as const,
        message: "The preview could not be made.",
      }));
      if (result.status === "ok") {
        setUrl(result.url);
        window.open(result.url, "_blank", "noopener");
      } else toast.error("Error", { description: result.message });
    });
  return (
    <>
      <Button type="button" variant="outline" disabled={pending} onClick={onPreview}>
        <EyeIcon aria-hidden /> {pending ? "Preparing preview…" : "Preview saved version"}
      </Button>
      {url ? (
        <a href={url} target="_blank" rel="noopener" className="text-sm text-primary underline">
          Open preview<span className="sr-only"> (opens in a new tab, expires in 30 minutes)</span>
        </a>
      ) : null}
    </>
  );
}
