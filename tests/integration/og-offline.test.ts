// Issue 23, item 21: generated share images for titles next/og's font cannot draw (emoji, Chinese,
// Arabic) answer 200 PNG without any request leaving the server. The suite runs offline anyway;
// fetch is also made to fail loudly so a request at render time cannot pass unnoticed.
import { afterEach, describe, expect, it, vi } from "vitest";

const { insertBlog } = await import("@/lib/blog/repository");
const { getDb } = await import("@/lib/db/client");
const { GET: ogImage } = await import("@/app/(site)/blogs/[slug]/opengraph-image/route");

afterEach(() => vi.restoreAllMocks());

describe("a post's generated share image", () => {
  it.each([
    ["emoji", "Launch day 🚀🎉 and a family 👨‍👩‍👧 with flags 🇩🇪"],
    ["Chinese", "如何用 Next.js 构建快速网站"],
    ["Arabic", "كيف تبني موقعا سريعا"],
    ["Greek and symbols", "Γειά σου → ★ ✓"],
  ])("renders a title with %s: 200 PNG, no request made", async (_what, title) => {
    const post = await insertBlog(await getDb(), {
      title,
      summary: "s",
      content: "<p>Body</p>",
      status: "published",
    });
    // next/og loads its own WebAssembly through fetch(data:…): no network, let it through.
    const realFetch = globalThis.fetch;
    const outbound: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.startsWith("data:")) return realFetch(input, init);
      outbound.push(url);
      return Promise.reject(new Error("offline"));
    });
    const response = await ogImage(
      new Request(`http://localhost/blogs/${post!.slug}/opengraph-image`),
      {
        params: Promise.resolve({ slug: post!.slug }),
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]); // "PNG"
    expect(outbound).toEqual([]);
  });
});
