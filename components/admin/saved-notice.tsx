import Link from "next/link";

import type { SavedNotice } from "@/lib/saved-notice";

/** A plain form post's save confirmation, on the staff page it was redirected to. */
export function SavedNoticeBanner({ notice }: { notice: SavedNotice | null }) {
  if (!notice) return null;
  return (
    <p role="status" className="rounded-md border bg-background p-3 text-sm">
      {notice.message}
      {notice.href ? (
        <>
          {" "}
          <Link href={notice.href} className="underline">
            {notice.linkText}
          </Link>
        </>
      ) : null}
    </p>
  );
}
