import { handleUploadRequest } from "@/lib/media/upload-request";

/** Staff image upload (lib/media/upload-request.ts). */
export async function POST(request: Request) {
  return handleUploadRequest(request);
}
