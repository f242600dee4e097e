// The list's covers (lib/imagery/cover-plan.ts): neighbours in a 1–3 column grid never show the
// same picture, the plan is deterministic, and it redraws as little as it can.
import { describe, expect, it } from "vitest";

import { seedPosts } from "@/content/blog-posts";
import { categoryHue } from "@/lib/imagery/cover-art";
import { committedCover } from "@/lib/imagery/committed-covers";
import { planCovers, type CoverArtChoice } from "@/lib/imagery/cover-plan";
import { coverComposition } from "@/lib/imagery/cover-topic";

type Post = { title: string; category: string | null; imageUrl: string | null };

/** What each card shows once the plan is applied (null: an image we know nothing of). */
function shown(posts: readonly Post[]): (CoverArtChoice | null)[] {
  const plan = planCovers(posts);
  return posts.map((post, i) => {
    const planned = plan[i];
    if (planned) return { composition: planned.composition, hue: planned.hue };
    const file = post.imageUrl ? committedCover(post.imageUrl) : null;
    if (post.imageUrl && !file) return null;
    return file
      ? { composition: file.composition, hue: categoryHue(file.category) }
      : {
          composition: coverComposition(post.title, post.category),
          hue: categoryHue(post.category),
        };
  });
}

function expectNoRepeats(covers: (CoverArtChoice | null)[]) {
  covers.forEach((cover, i) => {
    const left = covers[i - 1];
    if (cover && left) {
      expect(cover.composition, `card ${i} and the one before`).not.toBe(left.composition);
      expect(cover.hue, `card ${i} and the one before`).not.toBe(left.hue);
    }
    const two = covers[i - 2];
    if (cover && two) expect(cover.composition, `card ${i} and ${i - 2}`).not.toBe(two.composition);
    const three = covers[i - 3];
    if (cover && three) expect(cover, `card ${i} and ${i - 3}`).not.toEqual(three);
  });
}

// The seed list as /blogs shows it: newest first.
const list = [...seedPosts]
  .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
  .map(({ title, category, imageUrl }) => ({ title, category, imageUrl }));

describe("planCovers", () => {
  it("keeps neighbours in the seeded list apart, redrawing few covers", () => {
    expectNoRepeats(shown(list));
    const plan = planCovers(list);
    // Before the plan, two device covers sat one above the other and two flows side by side.
    expect(plan.filter(Boolean).length).toBeGreaterThan(0);
    expect(plan.filter(Boolean).length).toBeLessThanOrEqual(list.length / 2);
    // The first card keeps its committed file: it is the page's largest paint on a phone.
    expect(plan[0]).toBeNull();
  });

  it("is deterministic", () => {
    expect(planCovers(list)).toEqual(planCovers(list));
  });

  it("draws twelve posts of one category without an image as a varied grid", () => {
    const same = Array.from({ length: 12 }, (_, i) => ({
      title: `Release notes ${i}`,
      category: "tech",
      imageUrl: null,
    }));
    expectNoRepeats(shown(same));
  });

  it("gives a redrawn committed cover its label, and leaves other images alone", () => {
    const posts = [
      { title: "One", category: "mobile", imageUrl: "/blog/mobile.svg" },
      { title: "Two", category: "mobile", imageUrl: "/blog/mobile.svg" },
      { title: "Three", category: null, imageUrl: "https://images.example/a.jpg" },
    ];
    const plan = planCovers(posts);
    expect(plan[0]).toBeNull();
    expect(plan[1]?.label).toBe("Mobile");
    expect(plan[2]).toBeNull();
  });
});
