// Every server function of the production build, as a client reaches it: by the reference id in
// the build's manifest, posted to a page that loads it, with arguments in React's reply encoding.
import { readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/** `pages`: where a client can call it; staff pages last (the proxy turns strangers away there). */
export type Reference = { id: string; name: string; pages: string[] };

/** `[...]`-segments of the site's routes, filled with values that name a real page. */
export type RouteParams = Record<string, string>;

/** A page worker (`app/(site)/blogs/[slug]/page`) as a URL path; null for route handlers. */
function pagePath(worker: string, params: RouteParams): string | null {
  if (!worker.endsWith("/page")) return null;
  const segments = worker
    .split("/")
    .slice(1, -1)
    .filter((s) => !/^\(.*\)$/.test(s))
    .map((s) => s.replace(/^\[(.+)\]$/, (_, name: string) => params[name] ?? s));
  return `/${segments.join("/")}`;
}

/** Every server reference in `.next/server/server-reference-manifest.json`. */
export function serverReferences(params: RouteParams): Reference[] {
  const file = path.join(root, ".next/server/server-reference-manifest.json");
  const manifest = JSON.parse(readFileSync(file, "utf8")) as {
    node: Record<string, { filename: string; exportedName: string; workers: object }>;
  };
  return Object.entries(manifest.node).map(([id, entry]) => ({
    id,
    name: `${entry.filename}#${entry.exportedName}`,
    pages: Object.keys(entry.workers)
      .sort((a, b) => Number(a.includes("/(staff)/")) - Number(b.includes("/(staff)/")))
      .map((worker) => pagePath(worker, params))
      .filter((p): p is string => p !== null),
  }));
}

/** React's reply encoding of one value (what `encodeReply` sends for plain data). */
function encodeValue(value: unknown): unknown {
  if (value === undefined) return "$undefined";
  if (typeof value === "number" && !Number.isFinite(value))
    return Number.isNaN(value) ? "$NaN" : value > 0 ? "$Infinity" : "$-Infinity";
  if (typeof value === "string") return value.startsWith("$") ? `$${value}` : value;
  if (Array.isArray(value)) return value.map(encodeValue);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encodeValue(v)]));
  return value;
}

/** Plain arguments, or a form's (state, fields) where the FormData is a real one. */
export type Call = { args: unknown[] } | { state: unknown; form: Record<string, string> };

export function encodeCall(call: Call): BodyInit {
  if ("args" in call) return JSON.stringify(encodeValue(call.args));
  const body = new FormData();
  for (const [k, v] of Object.entries(call.form)) body.set(`_1_${k}`, v);
  body.set("0", JSON.stringify([encodeValue(call.state), "$K1"]));
  return body;
}

/** A reply's redirect target (a server action's redirect travels in a header). */
export const redirectTarget = (r: Response) =>
  r.headers.get("x-action-redirect")?.split(";")[0] ?? r.headers.get("location");

const long = "x".repeat(200_000);
const longField = "x".repeat(20_000); // ten of them stay under the 1 MB a server action may post
const nested = Array.from({ length: 60 }).reduce<object>((inner) => ({ a: [inner] }), {
  limit: 1e12,
});
const form = Object.fromEntries(
  ["name", "email", "phone", "message", "token", "url", "title", "summary", "content", "password"]
    .map((k) => [k, longField])
    .concat([
      ["next", "//evil.example"],
      ["startedAt", "-1"],
      ["service", "$1"],
    ]),
);
/** Arguments no page sends: out of range, of the wrong type, too long, too deep, too many. */
export const hostileCalls: Call[] = [
  { args: [1e15, 1e15] },
  { args: [Number.MAX_SAFE_INTEGER * 4, -1] },
  { args: [-1, -1e9, -0.5] },
  { args: [1.5, Number.NaN, Number.POSITIVE_INFINITY] },
  { args: ["1000000", "-1", "$limit"] },
  { args: [null, null, null] },
  { args: [long, long, long] },
  { args: [nested, nested, nested] },
  { args: [{ slug: long }] },
  { args: [{ slug: { length: 1e9 } }, { limit: 1e9 }] },
  { args: [[...Array(10_000).keys()], true] },
  { args: Array.from({ length: 40 }, () => 1e9) },
  { args: [{ status: "idle" }, "not a form"] },
  { args: [{ status: "idle" }, { get: "x" }, { get: "x" }] },
  { state: { status: "idle" }, form },
];
