import "server-only";

import { NextResponse, type NextRequest } from "next/server";

import { readPreviewClaims } from "@/lib/publishing/preview";
import type { PreviewTypeId } from "@/lib/publishing/preview-store";
import { nonPagePolicy } from "@/lib/security/headers";

// /admin/preview/{token} is a post's, /admin/preview/{type}/{token} any other type's
// (previewPath in lib/publishing/preview.ts).
const PREVIEW = /^\/admin\/preview\/(?:([a-z]+)\/)?([^/]+)\/?$/;

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Preview link not valid</title></head><body><main><h1>This preview link is not valid</h1><p>It has expired (links work for 30 minutes) or was altered. Open the post in the staff area and preview it again.</p><p><a href="/admin/blogs">All posts</a></p></main></body></html>`;

/**
 * A preview link whose token is forged, tampered or expired: a 404 page before anything renders
 * (a streamed page could only answer 200). Runs after the staff gate let the request through;
 * null for anything else.
 */
export async function refuseBadPreviewLink(request: NextRequest): Promise<NextResponse | null> {
  const { pathname } = request.nextUrl;
  const match = PREVIEW.exec(pathname);
  if (!match) return null;
  let token: string;
  try {
    token = decodeURIComponent(match[2]!);
  } catch {
    token = "";
  }
  // An unknown type's link names nothing: the audience check refuses it like a forged one.
  const type = (match[1] ?? "post") as PreviewTypeId;
  if (await readPreviewClaims(type, token)) return null;
  return new NextResponse(page, {
    status: 404,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "private, no-store",
      "x-robots-tag": "noindex, nofollow",
      "content-security-policy": nonPagePolicy,
    },
  });
}
