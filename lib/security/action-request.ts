import "server-only";

import { NextResponse, type NextRequest } from "next/server";

import { nonPagePolicy } from "./headers";

/** Next's default `serverActions.bodySizeLimit` (next.config.ts keeps it). */
const ACTION_BODY_LIMIT = 1024 * 1024;
/** A server reference id as Next writes it: 42 hex digits. */
const ACTION_ID = /^[0-9a-f]{42}$/i;
/**
 * Next marks the id of a "use cache" function by the top bit of its first byte. Such a function
 * is only ever called on the server, yet Next runs it for any client that posts its id: a data
 * read with arguments of the client's choosing, or an uncaught error in the log from a page that
 * does not load it. No browser posts one, so none gets through.
 */
const isCachedFunctionId = (id: string) => (Number.parseInt(id.slice(0, 2), 16) & 0x80) !== 0;

const messages = {
  400: "Invalid Server Action request.",
  404: "No such Server Action.",
  413: "Request body too large.",
} as const;

const refuse = (status: keyof typeof messages) =>
  new NextResponse(messages[status], {
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
  if (id !== null && isCachedFunctionId(id)) return refuse(404);
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
  return formActionRefusal(form);
}

/**
 * A no-JS form post: every $ACTION_ID_ names a well-formed id, every bound reference is JSON,
 * and none names a "use cache" function.
 */
function formActionRefusal(form: FormData): NextResponse | null {
  for (const key of form.keys()) {
    let id: unknown = null;
    if (key.startsWith("$ACTION_ID_")) id = key.slice("$ACTION_ID_".length);
    else if (key.startsWith("$ACTION_REF_")) {
      const bound = parseJson(form.get(`$ACTION_${key.slice("$ACTION_REF_".length)}:0`));
      if (bound === undefined) return refuse(400);
      id = (bound as { id?: unknown } | null)?.id ?? null;
    } else continue;
    if (id === null) continue;
    if (typeof id !== "string" || !ACTION_ID.test(id)) return refuse(400);
    if (isCachedFunctionId(id)) return refuse(404);
  }
  return null;
}

/** The parsed JSON, or undefined when `value` is not a JSON string. */
function parseJson(value: unknown): unknown {
  if (typeof value !== "string") return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

const isJson = (value: unknown) => parseJson(value) !== undefined;

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
