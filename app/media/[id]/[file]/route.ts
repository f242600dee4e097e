import { serveMedia } from "@/lib/media/serve";
import { mediaStorage } from "@/lib/media/storage";

/** An uploaded image's variant (lib/media/serve.ts). */
export async function GET(_request: Request, ctx: RouteContext<"/media/[id]/[file]">) {
  const { id, file } = await ctx.params;
  return serveMedia(mediaStorage(), id, file);
}
