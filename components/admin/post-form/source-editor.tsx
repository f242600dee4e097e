"use client";

import { useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from "react";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";

import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { ContentFormat } from "@/lib/blog/post-content-schema";
import { cn } from "@/lib/utils";
import { ContentPreview } from "./content-preview";
import { EditorToolbar, WRAPS, type Wrap } from "./editor-toolbar";
import { EditorTabs, type EditorTab } from "./editor-tabs";

/**
 * What the form around an editor may do with it: `insert` puts markup at the cursor (replacing a
 * selection), e.g. an image-upload control adding `<img …>`; `format()` says which kind to add.
 */
export type PostEditorHandle = {
  insert: (markup: string) => void;
  format: () => ContentFormat;
};

type Props<T extends FieldValues> = {
  control: Control<T>;
  /** The form field holding the source; also the textarea's id. */
  name: FieldPath<T>;
  label: string;
  format: ContentFormat;
  disabled: boolean;
  error?: string;
  ref?: Ref<PostEditorHandle>;
  /** Extra toolbar controls, e.g. the image upload. */
  accessory?: React.ReactNode;
  /** Beside the label, e.g. the Markdown/HTML switch; gets the source and a setter. */
  headerExtra?: (source: string, setSource: (value: string) => void) => React.ReactNode;
  rows?: number;
};

/**
 * A Markdown (or HTML) source in a textarea, and beside it (tabs below the lg breakpoint) the
 * server's rendering of it through the one sanitizer, exactly as the page will show it. Posts and
 * case studies (one per section) use it.
 */
export function SourceEditor<T extends FieldValues>({
  control,
  name,
  label,
  format,
  disabled,
  error,
  ref,
  accessory,
  headerExtra,
  rows = 18,
}: Props<T>) {
  const { field } = useController({ control, name });
  const [tab, setTab] = useState<EditorTab>("write");
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const selection = useRef<[number, number] | null>(null);
  const id = String(name);
  const source = String(field.value ?? "");

  const replaceSelection = (text: string, select: [number, number]) => {
    const el = textarea.current;
    const [start, end] = el ? [el.selectionStart, el.selectionEnd] : [source.length, source.length];
    field.onChange(source.slice(0, start) + text + source.slice(end));
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

  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {headerExtra?.(source, (value) => field.onChange(value))}
      </div>
      <EditorTabs tab={tab} onChange={setTab} idPrefix={id} />
      <div className="grid gap-4 lg:grid-cols-2">
        <div
          id={`${id}-write`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-write`}
          className={cn("grid content-start gap-2", tab !== "write" && "hidden lg:grid")}
        >
          <EditorToolbar
            controls={id}
            disabled={disabled}
            accessory={accessory}
            onWrap={(kind) => wrap(WRAPS[kind][format])}
          />
          <Textarea
            {...field}
            value={source}
            ref={(el) => {
              textarea.current = el;
              field.ref(el);
            }}
            id={id}
            rows={rows}
            disabled={disabled}
            className="font-mono"
            aria-invalid={Boolean(error)}
            aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(" ")}
            onKeyDown={(event) => {
              const key = event.key.toLowerCase();
              if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
              if (key !== "b" && key !== "i") return;
              event.preventDefault();
              wrap(WRAPS[key === "b" ? "bold" : "italic"][format]);
            }}
          />
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {format === "markdown"
              ? "Markdown: **bold**, _italic_, [link](https://…), # heading, - list, ``` code. Ctrl+B and Ctrl+I format the selection."
              : "HTML: headings, paragraphs, lists, links, images, code and tables are kept; anything else is removed on save."}
          </p>
          <p id={`${id}-error`} aria-live="polite" className="text-sm text-destructive">
            {error}
          </p>
        </div>
        <ContentPreview
          id={`${id}-preview`}
          labelledBy={`${id}-tab-preview`}
          regionLabel={label === "Content" ? "Rendered preview" : `Rendered preview: ${label}`}
          source={source}
          format={format}
          className={cn(tab !== "preview" && "hidden lg:block")}
        />
      </div>
    </div>
  );
}
