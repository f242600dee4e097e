"use client";

import { useEffect, useRef, useState } from "react";

import { previewPostContent } from "@/lib/blog/preview-actions";
import type { ContentFormat } from "@/lib/blog/post-content-schema";

// Long enough that a typist's pause, not each key, asks the server; short enough to feel live.
const DEBOUNCE_MS = 400;

type Preview = { html: string; status: string; error: boolean };

/**
 * The editor's source rendered by the server exactly as the post will be (marked, then the one
 * sanitizer), a pause after the last change. Answers that arrive out of order are dropped.
 */
function useServerPreview(source: string, format: ContentFormat): Preview {
  const [preview, setPreview] = useState<Preview>({ html: "", status: "", error: false });
  const latest = useRef(0);
  useEffect(() => {
    const call = ++latest.current;
    const timer = setTimeout(async () => {
      setPreview((p) => ({ ...p, status: "Updating preview…", error: false }));
      let result: Awaited<ReturnType<typeof previewPostContent>>;
      try {
        result = await previewPostContent(source, format);
      } catch {
        result = { status: "error", message: "The preview could not be loaded. Try again." };
      }
      if (call !== latest.current) return;
      setPreview((p) =>
        result.status === "ok"
          ? { html: result.html, status: "Preview updated.", error: false }
          : { ...p, status: result.message, error: true },
      );
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [source, format]);
  return preview;
}

/** The preview pane: the post's prose styles (components/blog/blog-post.tsx), a polite status. */
export function ContentPreview({
  id,
  source,
  format,
  className,
  labelledBy,
  regionLabel = "Rendered preview",
}: {
  id: string;
  source: string;
  format: ContentFormat;
  className?: string;
  labelledBy?: string;
  /** Names the scrolling region; distinct per editor when a form has several. */
  regionLabel?: string;
}) {
  const { html, status, error } = useServerPreview(source, format);
  return (
    <div
      id={id}
      role="tabpanel"
      aria-labelledby={labelledBy}
      className={className}
      data-testid="content-preview"
    >
      <p
        role="status"
        aria-live="polite"
        className={error ? "text-sm text-destructive" : "text-xs text-muted-foreground"}
      >
        {status}
      </p>
      {/* Focusable, so a keyboard can scroll a long preview. */}
      <div
        role="region"
        aria-label={regionLabel}
        tabIndex={0}
        className="mt-2 max-h-[36rem] min-h-48 overflow-auto rounded-md border p-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {html.trim() ? (
          // Safe: sanitized on the server with the blog allow-list, as the post page does.
          <div className="post-content" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>
        )}
      </div>
    </div>
  );
}
