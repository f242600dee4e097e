import { handleLibraryRequest } from "@/lib/media/admin-queries";
import { handleUploadRequest } from "@/lib/media/upload-request";

/** Staff image upload (lib/media/upload-request.ts). */
export async function POST(request: Request) {
  return handleUploadRequest(request);
}

/** The uploads, for the editors' library picker (lib/media/admin-queries.ts). */
export async function GET() {
  return handleLibraryRequest();
}
