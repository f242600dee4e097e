import { beforeAll, describe, expect, it } from "vitest";

import { GET } from "@/app/api/blogs/latest/route";
import { insertBlog } from "@/lib/blog/repository";
import { getDb } from "@/lib/db/client";

beforeAll(async () => {
  const db = await getDb();
  for (const [i, title] of ["Oldest", "Older", "Newer", "Newest"].entries()) {
    await insertBlog(db, {
      title,
      summary: `About ${title}`,
      content: "<p>Body</p>",
      createdAt: new Date(Date.UTC(2025, 5, 1 + i)),
    });
  }
});

describe("GET /api/blogs/latest", () => {
  it("answers the three newest posts as cards, newest first, without their bodies", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    const { posts } = (await response.json()) as { posts: Record<string, unknown>[] };
    expect(posts.map((p) => p.title)).toEqual(["Newest", "Newer", "Older"]);
    expect(posts[0]).toMatchObject({ slug: "newest", summary: "About Newest" });
    expect(posts[0]).not.toHaveProperty("content");
    expect(new Date(String(posts[0]?.createdAt)).toISOString()).toBe("2025-06-04T00:00:00.000Z");
  });
});
