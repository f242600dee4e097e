import "server-only";

import { NextResponse, type NextRequest } from "next/server";

import { nonPagePolicy } from "./headers";

/** Next's default `serverActions.bodySizeLimit` (next.config.ts keeps it). */
export const ACTION_BODY_LIMIT = 1024 * 1024;
/** A server reference id as Next writes it: 42 hex digits. */
const ACTION_ID = /^[0-9a-f]{42}$/i;

const refuse = (status: 400 | 413) =>
  new NextResponse(status === 413 ? "Request body too large." : "Invalid Server Action request.", {
    status,
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": nonPagePolicy,
    },
  });

/**
 * A POST to a page is a server action: a fetch with a Next-Action header, or a form posted before
 * the page hydrated (multipart, with $ACTION_ fields). Next answers one that is too large or
 * cannot be decoded with a 500 and an error in the log. Those are refused here first, quietly,
 * with a 413 or a 400; what still gets through is decoded by Next as before. Returns null to go
 * on. The body read here is the proxy's own copy of it.
 */
export async function refuseBadAction(request: NextRequest): Promise<NextResponse | null> {
  if (request.method !== "POST") return null;
  const id = request.headers.get("next-action");
  // Kept as sent: a multipart boundary is case-sensitive.
  const type = request.headers.get("content-type") ?? "";
  const multipart = /^multipart\/form-data/i.test(type);
  if (id === null && !multipart) return null; // not an action: Next renders the page
  if (id !== null && !ACTION_ID.test(id)) return refuse(400);
  if (Number(request.headers.get("content-length")) > ACTION_BODY_LIMIT) return refuse(413);
  const body = await readCapped(request.body);
  if (body === null) return refuse(413);
  if (!multipart) {
    // A fetch action whose arguments React encoded as one string: JSON.
    const text = new TextDecoder().decode(body);
    return id !== null && /^text\/plain/i.test(type) && isJson(text) ? null : refuse(400);
  }
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    return refuse(400);
  }
  if (id !== null) return isJson(form.get("0")) ? null : refuse(400);
  return validFormAction(form) ? null : refuse(400);
}

/** A no-JS form post: every $ACTION_ID_ names a well-formed id, every bound reference is JSON. */
function validFormAction(form: FormData): boolean {
  for (const key of form.keys()) {
    if (key.startsWith("$ACTION_ID_") && !ACTION_ID.test(key.slice("$ACTION_ID_".length))) {
      return false;
    }
    if (/^\$ACTION_REF_/.test(key)) {
      const ref = key.slice("$ACTION_REF_".length);
      if (!isJson(form.get(`$ACTION_${ref}:0`))) return false;
    }
  }
  return true;
}

function isJson(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

/** The body, or null once it passes the limit (a chunked body has no Content-Length to check). */
async function readCapped(
  stream: ReadableStream<Uint8Array> | null,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!stream) return new Uint8Array();
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > ACTION_BODY_LIMIT) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
