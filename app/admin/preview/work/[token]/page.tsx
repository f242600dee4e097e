import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";

import { PreviewBanner } from "@/components/admin/post-form/preview-banner";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { Spinner } from "@/components/ui/spinner";
import { CaseStudyView } from "@/components/work/case-study";
import { requireStaff } from "@/lib/auth";
import { loadWorkPreview } from "@/lib/work/preview";

// As a post's preview (app/admin/preview/[token]): per request, staff only, `private, no-store`,
// noindex, never cached or in the sitemap; the proxy answers a forged or expired link 404.
export const metadata: Metadata = {
  title: "Preview",
  robots: { index: false, follow: false },
};

async function Preview({ params }: Pick<PageProps<"/admin/preview/work/[token]">, "params">) {
  const { token } = await params;
  await requireStaff(`/admin/preview/work/${token}`);
  const result = await loadWorkPreview(token);
  if ("error" in result) {
    return (
      <main id="main" className="mx-auto grid max-w-xl gap-4 px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">This preview is no longer available</h1>
        <p className="text-muted-foreground">
          The link expired or its case study was deleted. Open it in the staff area and preview it
          again.
        </p>
        <Link href="/admin/work" className="text-primary underline">
          All case studies
        </Link>
      </main>
    );
  }
  return (
    <>
      <PreviewBanner status={result.study.status} kind="case study" />
      <SiteHeader below />
      <main id="main" tabIndex={-1} className="outline-none">
        <CaseStudyView study={result.study} related={[]} />
      </main>
      <SiteFooter />
    </>
  );
}

export default function WorkPreviewPage({ params }: PageProps<"/admin/preview/work/[token]">) {
  return (
    <Suspense fallback={<Spinner label="Loading preview…" className="min-h-dvh" />}>
      <Preview params={params} />
    </Suspense>
  );
}
