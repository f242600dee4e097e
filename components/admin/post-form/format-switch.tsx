"use client";

import { useState } from "react";

import { previewPostContent } from "@/lib/blog/preview-actions";
import type { ContentFormat } from "@/lib/blog/post-content-schema";

/**
 * Markdown or HTML. To HTML: the Markdown is replaced by the HTML it renders to (what the post
 * shows stays the same). To Markdown: the text is kept as it is, since Markdown passes HTML
 * through; the preview shows the result before anything is saved.
 */
export function FormatSwitch({
  format,
  source,
  disabled,
  onChange,
}: {
  format: ContentFormat;
  source: string;
  disabled: boolean;
  onChange: (format: ContentFormat, converted?: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");

  const choose = async (next: ContentFormat) => {
    if (next === format) return;
    if (next === "markdown") {
      onChange(next);
      setStatus("Markdown: the HTML is kept as it is; Markdown may be mixed in.");
      return;
    }
    setBusy(true);
    try {
      const result = await previewPostContent(source, "markdown");
      if (result.status === "ok") {
        onChange(next, result.html);
        setStatus("Converted to HTML.");
      } else setStatus(result.message);
    } catch {
      setStatus("The content could not be converted. Try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="flex flex-wrap items-center gap-3 text-sm" disabled={disabled || busy}>
      <legend className="sr-only">Content format</legend>
      {(["markdown", "html"] as const).map((value) => (
        <label key={value} className="inline-flex items-center gap-1.5">
          <input
            type="radio"
            name="content-format"
            value={value}
            checked={format === value}
            onChange={() => void choose(value)}
            className="size-4 accent-primary"
          />
          {value === "markdown" ? "Markdown" : "HTML"}
        </label>
      ))}
      <span role="status" aria-live="polite" className="text-xs text-muted-foreground">
        {status}
      </span>
    </fieldset>
  );
}
