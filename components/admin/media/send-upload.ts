import type { MediaImage } from "@/lib/media/image";

export type UploadResult = { ok: true; image: MediaImage } | { ok: false; error: string };

/**
 * Posts one image to /api/admin/media. XMLHttpRequest rather than fetch: only it reports upload
 * progress. Every outcome is a message a person can act on.
 */
export function sendUpload(
  file: File,
  alt: string,
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/admin/media");
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = request.response as { image?: MediaImage; error?: string } | null;
      if (request.status === 201 && body?.image) resolve({ ok: true, image: body.image });
      else if (request.status === 401) {
        resolve({ ok: false, error: "Your session has ended. Sign in again, then retry." });
      } else {
        resolve({ ok: false, error: body?.error ?? `The upload failed (${request.status}).` });
      }
    };
    request.onerror = () =>
      resolve({ ok: false, error: "The upload failed: check your connection and try again." });
    const form = new FormData();
    form.set("alt", alt);
    form.set("file", file);
    request.send(form);
  });
}
