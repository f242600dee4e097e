"use client";

import { UploadIcon } from "lucide-react";
import { useState, type DragEvent } from "react";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cx } from "@/lib/cx";
import type { MediaImage } from "@/lib/media/image";
import { sendUpload } from "./send-upload";

const ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif";

/**
 * Uploads one image: alt text first, then drop a file on the area or choose it with the picker
 * (a real file input with its label, reachable by keyboard). Shows progress while it goes and
 * the server's message when it is refused. With `alt`, the form owns the alt text (asked once,
 * in its own field) and the upload stores that same text.
 */
export function ImageUpload({
  id,
  label,
  onUploaded,
  disabled = false,
  alt: ownedAlt,
}: {
  id: string;
  label: string;
  onUploaded: (image: MediaImage) => void;
  disabled?: boolean;
  alt?: string;
}) {
  const [typedAlt, setAlt] = useState("");
  const alt = ownedAlt ?? typedAlt;
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState("");
  const [dragging, setDragging] = useState(false);
  const busy = progress !== null;

  async function upload(file: File | undefined) {
    if (!file || busy) return;
    setError("");
    setProgress(0);
    const result = await sendUpload(file, alt, setProgress);
    setProgress(null);
    if (!result.ok) return setError(result.error);
    setAlt("");
    onUploaded(result.image);
  }
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void upload(event.dataTransfer.files[0]);
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid={`${id}-dropzone`}
      className={cx(
        "grid gap-3 rounded-lg border border-dashed p-4",
        dragging && "border-primary bg-accent",
      )}
    >
      <p id={`${id}-hint`} className="flex items-center gap-2 text-sm text-muted-foreground">
        <UploadIcon className="size-4" aria-hidden /> Drop an image here or choose a file: JPEG,
        PNG, WebP, AVIF or GIF, up to 10 MB.
      </p>
      {ownedAlt === undefined ? (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-alt`}>Alt text (describe the image for screen readers)</Label>
          <Input
            id={`${id}-alt`}
            value={alt}
            maxLength={300}
            disabled={disabled || busy}
            onChange={(event) => setAlt(event.target.value)}
          />
        </div>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-file`}>{label}</Label>
        <input
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          disabled={disabled || busy}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            event.target.value = "";
          }}
          className="text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium focus-visible:outline-2"
        />
      </div>
      <p role="status" className="text-sm" aria-live="polite">
        {busy ? `Uploading… ${progress}%` : ""}
      </p>
      {busy ? <progress value={progress} max={100} aria-label="Upload progress" /> : null}
      <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
        {error}
      </p>
    </div>
  );
}
