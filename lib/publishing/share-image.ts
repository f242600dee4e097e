import "server-only";

import { cacheLife, cacheTag } from "next/cache";

import { cacheTags } from "@/lib/cache/tags";
import { brandCardPng } from "@/lib/seo/og-card";
import type { ContentTypeId } from "./content-types.mjs";
import { slugArg } from "./query-args";

/** What a generated share image shows (lib/seo/og-card.tsx draws it, bundled font included). */
export type ShareCard = Parameters<typeof brandCardPng>[0];

/**
 * GET /{section}/{slug}/opengraph-image for any content type: the item's generated share image,
 * a 404 when no public item has the slug.
 *
 *   export const GET = shareImageRoute("job", async (slug) => {
 *     const job = await getJob(slug); // the type's cached read, tagged with the item
 *     return job && { kicker: "Job opening", title: job.title };
 *   });
 *
 * The PNG is cached under the item's tag, so an edit renders it again and no request renders it
 * twice; never at build time (no params are known). A shared cache in front keeps it an hour.
 */
export function shareImageRoute(
  type: ContentTypeId,
  card: (slug: string) => Promise<ShareCard | null>,
) {
  return async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
    const slug = slugArg((await params).slug);
    const shown = slug === null ? null : await card(slug);
    if (slug === null || !shown) {
      return new Response("Not found", {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      });
    }
    const png = await cardPng(cacheTags.item(type, slug), shown);
    return new Response(png, {
      headers: {
        "Content-Type": "image/png",
        "Content-Length": String(png.byteLength),
        "Cache-Control": "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400",
      },
    });
  };
}

async function cardPng(tag: string, card: ShareCard): Promise<Uint8Array<ArrayBuffer>> {
  "use cache";
  cacheTag(tag);
  cacheLife("days");
  return brandCardPng(card);
}
