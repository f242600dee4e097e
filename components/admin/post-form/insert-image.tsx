"use client";

import { ImageIcon } from "lucide-react";
import { useId, useState } from "react";

import { ImageUpload } from "@/components/admin/media/image-upload";
import { Button } from "@/components/ui/button";
import { inlineImageMarkup } from "@/lib/media/image";

/**
 * "Insert image" beside a content editor: uploads an image and hands its markup (an <img> with
 * srcset, width, height and alt) to `onInsert`, which places it (at the cursor, for a textarea).
 */
export function InsertImage({
  onInsert,
  disabled = false,
}: {
  onInsert: (markup: string) => void;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState("");
  const panel = useId();
  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-3">
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={panel}
          disabled={disabled}
          onClick={() => setOpen(!open)}
        >
          <ImageIcon aria-hidden /> Insert image
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {done}
        </p>
      </div>
      <div id={panel} hidden={!open}>
        {open ? (
          <ImageUpload
            id="inline-upload"
            label="Choose an image to insert"
            disabled={disabled}
            onUploaded={(image) => {
              onInsert(inlineImageMarkup(image));
              setDone("Image inserted into the content.");
              setOpen(false);
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
