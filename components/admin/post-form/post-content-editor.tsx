"use client";

import { useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from "react";
import { useController, type Control } from "react-hook-form";

import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { BlogFormValues } from "@/lib/blog/blog-form-schema";
import type { ContentFormat } from "@/lib/blog/post-content-schema";
import { cn } from "@/lib/utils";
import { ContentPreview } from "./content-preview";
import { EditorToolbar, WRAPS, type Wrap } from "./editor-toolbar";
import { FormatSwitch } from "./format-switch";
import { EditorTabs, type EditorTab } from "./editor-tabs";

/**
 * What the form around the editor may do with it: `insert` puts markup at the cursor (replacing a
 * selection), e.g. an image-upload control adding `![alt](/media/…)` or `<img …>` — it reads
 * `format()` to choose which. Pass a ref (`useRef<PostEditorHandle>(null)`) as `ref`.
 * @public the seam for the image-upload control, not yet attached
 */
export type PostEditorHandle = {
  insert: (markup: string) => void;
  format: () => ContentFormat;
};

type Props = {
  control: Control<BlogFormValues>;
  disabled: boolean;
  error?: string;
  ref?: Ref<PostEditorHandle>;
  /** Extra toolbar controls, e.g. the image upload. */
  accessory?: React.ReactNode;
};

/**
 * The post body: Markdown (or HTML, for posts written before) in a textarea, and beside it (tabs
 * below the lg breakpoint) the server's rendering of it, exactly as the post will show it.
 */
export function PostContentEditor({ control, disabled, error, ref, accessory }: Props) {
  const { field } = useController({ control, name: "content" });
  const { field: formatField } = useController({ control, name: "contentFormat" });
  const format: ContentFormat = formatField.value === "html" ? "html" : "markdown";
  const [tab, setTab] = useState<EditorTab>("write");
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const selection = useRef<[number, number] | null>(null);

  const replaceSelection = (text: string, select: [number, number]) => {
    const el = textarea.current;
    const value = String(field.value ?? "");
    const [start, end] = el ? [el.selectionStart, el.selectionEnd] : [value.length, value.length];
    field.onChange(value.slice(0, start) + text + value.slice(end));
    selection.current = [start + select[0], start + select[1]];
  };
  // Once the new text is rendered: the caret (or selection) back where the edit left it.
  useLayoutEffect(() => {
    if (!selection.current || !textarea.current) return;
    textarea.current.focus();
    textarea.current.setSelectionRange(...selection.current);
    selection.current = null;
  }, [field.value]);

  const wrap = ({ before, after, placeholder }: Wrap) => {
    const el = textarea.current;
    const selected = el ? el.value.slice(el.selectionStart, el.selectionEnd) : "";
    const inner = selected || placeholder;
    replaceSelection(before + inner + after, [before.length, before.length + inner.length]);
  };

  useImperativeHandle(ref, () => ({
    insert: (markup) => replaceSelection(markup, [markup.length, markup.length]),
    format: () => format,
  }));

  const errorId = error ? "content-error" : undefined;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor="content">Content</Label>
        <FormatSwitch
          format={format}
          source={String(field.value ?? "")}
          disabled={disabled}
          onChange={(next, converted) => {
            if (converted !== undefined) field.onChange(converted);
            formatField.onChange(next);
          }}
        />
      </div>
      <EditorTabs tab={tab} onChange={setTab} />
      <div className="grid gap-4 lg:grid-cols-2">
        <div
          id="content-write"
          role="tabpanel"
          aria-labelledby="content-tab-write"
          className={cn("grid content-start gap-2", tab !== "write" && "hidden lg:grid")}
        >
          <EditorToolbar
            controls="content"
            disabled={disabled}
            accessory={accessory}
            onWrap={(kind) => wrap(WRAPS[kind][format])}
          />
          <Textarea
            {...field}
            value={String(field.value ?? "")}
            ref={(el) => {
              textarea.current = el;
              field.ref(el);
            }}
            id="content"
            rows={18}
            disabled={disabled}
            className="font-mono"
            aria-invalid={Boolean(error)}
            aria-describedby={["content-hint", errorId].filter(Boolean).join(" ")}
            onKeyDown={(event) => {
              const key = event.key.toLowerCase();
              if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
              if (key !== "b" && key !== "i") return;
              event.preventDefault();
              wrap(WRAPS[key === "b" ? "bold" : "italic"][format]);
            }}
          />
          <p id="content-hint" className="text-xs text-muted-foreground">
            {format === "markdown"
              ? "Markdown: **bold**, _italic_, [link](https://…), # heading, - list, ``` code. Ctrl+B and Ctrl+I format the selection."
              : "HTML: headings, paragraphs, lists, links, images, code and tables are kept; anything else is removed on save."}
          </p>
          <p id="content-error" aria-live="polite" className="text-sm text-destructive">
            {error}
          </p>
        </div>
        <ContentPreview
          id="content-preview"
          labelledBy="content-tab-preview"
          source={String(field.value ?? "")}
          format={format}
          className={cn(tab !== "preview" && "hidden lg:block")}
        />
      </div>
    </div>
  );
}
