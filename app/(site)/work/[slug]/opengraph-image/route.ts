import { workOgImage } from "@/lib/work/og-image";

/**
 * GET /work/{slug}/opengraph-image: the case study's generated share image. Rendered on its first
 * request, then served from the cache until the case study is written (its tag).
 */
export async function GET(
  _request: Request,
  { params }: RouteContext<"/work/[slug]/opengraph-image">,
) {
  const { slug } = await params;
  const png = await workOgImage(slug);
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
