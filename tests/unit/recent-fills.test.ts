import { afterEach, expect, it, vi } from "vitest";

import { noteFill, readSince } from "@/lib/cache/recent-fills.mjs";

afterEach(() => vi.useRealTimers());

/** A fill of `tags` that began at `start` and ended at `end` (the clock moved to its end). */
function fill(tags: string[], start: number, end: number) {
  vi.useFakeTimers({ now: end });
  noteFill(tags, start);
}

it("dates a render from the start of a fill it may have joined: same tag, ended after it began", () => {
  fill(["blogs:list"], 1_000_000, 1_000_300);
  expect(readSince(["_N_T_/", "blogs:list"], 1_000_200)).toBe(1_000_000);
});

it("ignores fills that ended before the render began, or that share no tag with it", () => {
  fill(["blogs:list"], 2_000_000, 2_000_100);
  fill(["work:list"], 2_000_050, 2_000_400);
  expect(readSince(["blogs:list"], 2_000_200)).toBe(2_000_200);
  expect(readSince([], 2_000_200)).toBe(2_000_200);
});

it("keeps the render's own start when every joinable fill began after it", () => {
  fill(["blogs:feed"], 3_000_100, 3_000_300);
  expect(readSince(["blogs:feed"], 3_000_000)).toBe(3_000_000);
});
