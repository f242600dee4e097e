"use client";

import type { Ref } from "react";
import { useController, type Control } from "react-hook-form";

import type { BlogFormValues } from "@/lib/blog/blog-form-schema";
import type { ContentFormat } from "@/lib/blog/post-content-schema";
import { FormatSwitch } from "./format-switch";
import { SourceEditor, type PostEditorHandle } from "./source-editor";

export type { PostEditorHandle };

type Props = {
  control: Control<BlogFormValues>;
  disabled: boolean;
  error?: string;
  ref?: Ref<PostEditorHandle>;
  /** Extra toolbar controls, e.g. the image upload. */
  accessory?: React.ReactNode;
};

/**
 * The post body: Markdown (or HTML, for posts written before) in the shared source editor, with
 * the switch between the two formats.
 */
export function PostContentEditor({ control, disabled, error, ref, accessory }: Props) {
  const { field: formatField } = useController({ control, name: "contentFormat" });
  const format: ContentFormat = formatField.value === "html" ? "html" : "markdown";
  return (
    <>
      {/* The switch is buttons: a plain post (no JavaScript) sends the format from here. */}
      <input type="hidden" name="contentFormat" value={format} />
      <SourceEditor
        control={control}
        name="content"
        label="Content"
        format={format}
        disabled={disabled}
        error={error}
        ref={ref}
        accessory={accessory}
        headerExtra={(source, setSource) => (
          <FormatSwitch
            format={format}
            source={source}
            disabled={disabled}
            onChange={(next, converted) => {
              if (converted !== undefined) setSource(converted);
              formatField.onChange(next);
            }}
          />
        )}
      />
    </>
  );
}
