"use client";

import { BoldIcon, CodeIcon, ItalicIcon, LinkIcon } from "lucide-react";
import type { ReactNode } from "react";

import { Button } from "@/components/ui/button";
import type { ContentFormat } from "@/lib/blog/post-content-schema";

export type Wrap = { before: string; after: string; placeholder: string };

/** What each button (and Ctrl/Cmd+B, +I) puts around the selection, per format. */
export const WRAPS: Record<"bold" | "italic" | "link" | "code", Record<ContentFormat, Wrap>> = {
  bold: {
    markdown: { before: "**", after: "**", placeholder: "bold text" },
    html: { before: "<strong>", after: "</strong>", placeholder: "bold text" },
  },
  italic: {
    markdown: { before: "_", after: "_", placeholder: "italic text" },
    html: { before: "<em>", after: "</em>", placeholder: "italic text" },
  },
  link: {
    markdown: { before: "[", after: "](https://)", placeholder: "link text" },
    html: { before: '<a href="https://">', after: "</a>", placeholder: "link text" },
  },
  code: {
    markdown: { before: "`", after: "`", placeholder: "code" },
    html: { before: "<code>", after: "</code>", placeholder: "code" },
  },
};

const BUTTONS = [
  { kind: "bold", label: "Bold", icon: BoldIcon, keys: "Control+B Meta+B" },
  { kind: "italic", label: "Italic", icon: ItalicIcon, keys: "Control+I Meta+I" },
  { kind: "link", label: "Link", icon: LinkIcon, keys: undefined },
  { kind: "code", label: "Inline code", icon: CodeIcon, keys: undefined },
] as const;

/** Formatting buttons, each named for screen readers; `accessory` holds extra controls (images). */
export function EditorToolbar({
  onWrap,
  disabled,
  accessory,
  controls,
}: {
  onWrap: (kind: keyof typeof WRAPS) => void;
  disabled: boolean;
  accessory?: ReactNode;
  controls: string;
}) {
  return (
    <div role="group" aria-label="Formatting" aria-controls={controls} className="flex gap-1">
      {BUTTONS.map(({ kind, label, icon: Icon, keys }) => (
        <Button
          key={kind}
          type="button"
          variant="ghost"
          size="icon"
          aria-label={label}
          title={label}
          aria-keyshortcuts={keys}
          disabled={disabled}
          onClick={() => onWrap(kind)}
        >
          <Icon aria-hidden />
        </Button>
      ))}
      {accessory}
    </div>
  );
}
