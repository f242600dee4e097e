import { postOgImage } from "@/lib/blog/og-image";

/**
 * GET /blogs/{slug}/opengraph-image: the post's generated share image, used when it has neither
 * a share image nor a cover (lib/seo/blog-seo.ts). Rendered on its first request, then served
 * from the cache until the post is written (its tag); a shared cache in front keeps it too.
 */
export async function GET(
  _request: Request,
  { params }: RouteContext<"/blogs/[slug]/opengraph-image">,
) {
  const { slug } = await params;
  const png = await postOgImage(slug);
  if (!png) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(png, {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.byteLength),
      "Cache-Control": "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400",
    },
  });
}
