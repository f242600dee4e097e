// Image files for the upload tests, made with sharp at run time (nothing binary in the repo).
import sharp from "sharp";

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });

export const pngBytes = (width = 700, height = 400) => solid(width, height).png().toBuffer();

/** A JPEG carrying GPS coordinates and a camera name in EXIF, stored rotated (orientation 6). */
export const jpegWithGps = (width = 800, height = 600) =>
  solid(width, height)
    .jpeg()
    .withExif({
      IFD0: { Make: "SecretCam", Model: "X1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "51/1 30/1 2646/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "0/1 7/1 3969/100",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

export const gifBytes = () => solid(120, 80).gif().toBuffer();
export const avifBytes = () => solid(200, 100).avif().toBuffer();
export const webpBytes = () => solid(200, 100).webp().toBuffer();

/** A small file declaring a huge canvas: the classic decompression bomb. */
export const pixelBomb = () => solid(10_000, 10_000).png({ compressionLevel: 9 }).toBuffer();

export const svgPayload = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
);
export const htmlPayload = Buffer.from(
  "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>",
);

/** A multipart upload as the browser sends it. */
export function uploadRequest(
  file: { bytes: Uint8Array; name: string; type?: string } | null,
  opts: { alt?: string; headers?: Record<string, string> } = {},
) {
  const form = new FormData();
  form.set("alt", opts.alt ?? "");
  if (file) {
    form.set("file", new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "" }));
  }
  return new Request("http://localhost:3000/api/admin/media", {
    method: "POST",
    body: form,
    headers: { "sec-fetch-site": "same-origin", ...opts.headers },
  });
}

/** The tag numbers in an EXIF block's first directory (IFD0), e.g. 0x8825: the GPS directory. */
export function exifTags(exif: Buffer | undefined): number[] {
  if (!exif) return [];
  const tiff = exif.subarray(
    exif.indexOf("II*\0") >= 0 ? exif.indexOf("II*\0") : exif.indexOf("MM\0*"),
  );
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  return Array.from({ length: u16(ifd) }, (_, i) => u16(ifd + 2 + i * 12));
}
export const GPS_IFD_TAG = 0x8825;
