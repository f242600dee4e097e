// Slugs (spec §5) for titles in any script (issue 13, importer fidelity).
import { describe, expect, it } from "vitest";

import { nextFreeSlug, slugify } from "@/lib/publishing/slug";

describe("slugify", () => {
  it.each([
    ["Ünïcode", "unicode"], // "ncode" before: accented letters were dropped
    ["Минувшая неделя: в Москве прошёл дождь", "minuvshaya-nedelya-v-moskve-proshyol-dozhd"],
    ["Ελληνικά νέα από την Αθήνα", "ellinika-nea-apo-tin-athina"],
    ["Größe: Straße & Übermut", "grosse-strasse-ubermut"],
    ["Ça a été très réussi, à l’évidence", "ca-a-ete-tres-reussi-a-levidence"],
    ["Tiếng Việt có dấu: Đường phố Hà Nội", "tieng-viet-co-dau-duong-pho-ha-noi"],
    ["中文标题测试", "zhong-wen-biao-ti-ce-shi"],
    ["日本語のタイトル", "ri-ben-yu-notaitoru"],
    ["한국어 제목", "hangugeo-jemog"],
  ])("%s → %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it.each([
    // ASCII titles keep the slugs they always had (spec §5).
    ["Hello, World!", "hello-world"],
    ["it's C++ & foo_bar", "its-c-foo_bar"],
    ["  --Spaces   and---hyphens--  ", "spaces-and-hyphens"],
    ["!!!", "post"],
    ["😀 🎉", "post"],
  ])("%s → %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("stays within 80 characters, in the form the blogs table allows", () => {
    const slug = slugify(`${"Очень длинный заголовок ".repeat(10)}`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^[a-z0-9_]+(-[a-z0-9_]+)*$/);
  });

  it("never gives a post the path of a page under /blogs", () => {
    expect(nextFreeSlug("search", new Set())).toBe("search-2");
    expect(nextFreeSlug("page", new Set(["page-2"]))).toBe("page-3");
  });

  it("numbers a taken slug", () => {
    expect(nextFreeSlug("moskva", new Set(["moskva", "moskva-2"]))).toBe("moskva-3");
  });
});
