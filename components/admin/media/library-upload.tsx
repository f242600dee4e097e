"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import { ImageUpload } from "./image-upload";

/** The library's own upload: the new image joins the top of the list below. */
export function LibraryUpload() {
  const router = useRouter();
  const [done, setDone] = useState("");
  return (
    <section aria-labelledby="library-upload-heading" className="grid gap-2">
      <h2 id="library-upload-heading" className="text-lg font-semibold">
        Upload an image
      </h2>
      <ImageUpload
        id="library-upload"
        label="Choose an image to upload"
        onUploaded={(image) => {
          setDone(`Uploaded. It is first in the list, at ${image.src}.`);
          router.refresh();
        }}
      />
      <p role="status" className="text-sm">
        {done}
      </p>
    </section>
  );
}
