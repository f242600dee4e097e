import Link from "next/link";

import { formatLongDate } from "@/lib/format";
import { mediaImage } from "@/lib/media/image";
import { mediaPath, variantsOf } from "@/lib/media/keys";
import type { MediaRow, MediaUse } from "@/lib/media/repository";
import { CopyAddress } from "./copy-address";
import { DeleteMediaButton } from "./delete-media-button";

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** The uploads, newest first: thumbnail, facts, and the posts and case studies that use each one. */
export function MediaTable({
  items,
  deletableBy,
}: {
  items: (MediaRow & { usedBy: MediaUse[] })[];
  /** Whose uploads the viewer may delete: a staff id (an author: their own), or "all". */
  deletableBy: string;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border bg-background">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Uploaded images, newest first</caption>
        <thead className="border-b bg-muted/50 text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Image
            </th>
            <th scope="col" className="px-4 py-3">
              Details
            </th>
            <th scope="col" className="px-4 py-3">
              Used by
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const thumb = variantsOf(item.variants, "webp")[0];
            const image = mediaImage(item);
            return (
              <tr key={item.id} className="border-b align-top last:border-0">
                <td className="px-4 py-3">
                  {thumb && image ? (
                    // eslint-disable-next-line @next/next/no-img-element -- our smallest variant
                    <img
                      src={mediaPath(item.id, thumb.width, "webp")}
                      alt={item.altText}
                      width={96}
                      height={Math.max(1, Math.round((96 * image.height) / image.width))}
                      loading="lazy"
                      className="w-24 rounded bg-muted"
                    />
                  ) : null}
                </td>
                <td className="px-4 py-3">
                  <div className="font-medium break-all">{item.originalName}</div>
                  <div className="text-xs text-muted-foreground">
                    {item.width} × {item.height} px · {size(item.byteSize)} ·{" "}
                    {formatLongDate(item.createdAt)}
                  </div>
                  <div className="text-xs text-muted-foreground">
                    Alt text: {item.altText || "none"}
                  </div>
                  {image ? (
                    <div className="mt-2 max-w-md">
                      <CopyAddress address={image.src} name={item.originalName} />
                    </div>
                  ) : null}
                </td>
                <td className="px-4 py-3">
                  {item.usedBy.length ? (
                    <ul className="grid gap-1">
                      {item.usedBy.map((use) => (
                        <li key={use.id}>
                          <span className="text-xs text-muted-foreground capitalize">
                            {use.kind}:{" "}
                          </span>
                          <Link
                            href={use.href}
                            className="font-medium underline underline-offset-2 hover:no-underline"
                          >
                            {use.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <span className="text-muted-foreground">Not used</span>
                  )}
                </td>
                <td className="px-4 py-3">
                  {(deletableBy === "all" || item.createdBy === deletableBy) && (
                    <DeleteMediaButton id={item.id} name={item.originalName} />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
