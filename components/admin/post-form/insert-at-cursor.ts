import type { UseFormReturn } from "react-hook-form";

import type { BlogFormValues } from "@/lib/blog/blog-form-schema";

/**
 * An onInsert for InsertImage that puts the markup into the content field at its textarea's
 * cursor (or at the end), on a line of its own, and keeps the cursor after it.
 */
export function insertIntoContent(form: UseFormReturn<BlogFormValues>) {
  return (markup: string) => {
    const area = document.getElementById("content");
    const text = form.getValues("content") ?? "";
    const at = area instanceof HTMLTextAreaElement ? area.selectionEnd : text.length;
    const before = text.slice(0, at);
    const block = `${before && !before.endsWith("\n") ? "\n" : ""}${markup}\n`;
    form.setValue("content", before + block + text.slice(at), {
      shouldDirty: true,
      shouldValidate: true,
    });
    if (area instanceof HTMLTextAreaElement) {
      requestAnimationFrame(() => area.setSelectionRange(at + block.length, at + block.length));
    }
  };
}
