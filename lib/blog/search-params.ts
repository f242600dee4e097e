import { MAX_PAGE } from "./repository";
import { normaliseQuery } from "./search";

type Raw = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** ?q= and ?page= as the list accepts them. Anything odd becomes a normal page, never an error. */
export function parseBlogSearchParams(raw: Raw): { q: string; page: number } {
  const q = normaliseQuery(first(raw.q));
  const pageText = first(raw.page) ?? "";
  const parsed = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1;
  return { q, page: Math.min(Math.max(parsed, 1), MAX_PAGE) };
}
