import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";

import { PreviewBanner } from "@/components/admin/post-form/preview-banner";
import { BlogPost } from "@/components/blog/blog-post";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { Spinner } from "@/components/ui/spinner";
import { requireStaff } from "@/lib/auth";
import { loadPreview } from "@/lib/blog/preview";

// Under /admin: per request with a nonce policy, behind the staff gate, `private, no-store`,
// noindex (the admin layout and proxy.ts), never in a page cache or the sitemap. The proxy has
// already answered a forged or expired link with a 404 (lib/proxy/preview-link.ts).
export const metadata: Metadata = {
  title: "Preview",
  robots: { index: false, follow: false },
};

async function Preview({ params }: Pick<PageProps<"/admin/preview/[token]">, "params">) {
  const { token } = await params;
  await requireStaff(`/admin/preview/${token}`);
  const result = await loadPreview(token);
  if ("error" in result) {
    return (
      <main id="main" className="mx-auto grid max-w-xl gap-4 px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">This preview is no longer available</h1>
        <p className="text-muted-foreground">
          The link expired or its post was deleted. Open the post in the staff area and preview it
          again.
        </p>
        <Link href="/admin/blogs" className="text-primary underline">
          All posts
        </Link>
      </main>
    );
  }
  return (
    <>
      <PreviewBanner status={result.post.status} />
      <SiteHeader below />
      <main id="main" tabIndex={-1} className="outline-none">
        <BlogPost post={result.post} />
      </main>
      <SiteFooter />
    </>
  );
}

export default function PreviewPage({ params }: PageProps<"/admin/preview/[token]">) {
  return (
    <Suspense fallback={<Spinner label="Loading preview…" className="min-h-dvh" />}>
      <Preview params={params} />
    </Suspense>
  );
}
