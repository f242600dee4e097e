import type { Metadata } from "next";

import { KeywordsTab } from "@/components/admin/seo/keywords-tab";
import { PageOverviewTab } from "@/components/admin/seo/page-overview-tab";
import { SeoAnalysisTab } from "@/components/admin/seo/seo-analysis-tab";
import { SitemapTab } from "@/components/admin/seo/sitemap-tab";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { seoPages } from "@/content/seo-pages";
import { requireStaff } from "@/lib/auth";
import { caseStudySeoPages } from "@/lib/work/seo-pages";

export const metadata: Metadata = { title: "SEO Dashboard" };

const tabs = [
  { value: "analysis", label: "SEO Analysis" },
  { value: "sitemap", label: "Sitemap" },
  { value: "pages", label: "Page Overview" },
  { value: "keywords", label: "Keywords" },
] as const;

export default async function SeoPage() {
  await requireStaff("/admin/seo");
  const caseStudies = await caseStudySeoPages().catch(() => []);
  return (
    <div className="grid gap-6">
      <h1 className="text-3xl font-bold">SEO Dashboard</h1>
      <Tabs defaultValue="analysis">
        <TabsList className="h-auto w-full sm:w-fit">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="analysis" className="pt-4">
          <SeoAnalysisTab />
        </TabsContent>
        <TabsContent value="sitemap" className="pt-4">
          <SitemapTab />
        </TabsContent>
        <TabsContent value="pages" className="pt-4">
          <PageOverviewTab pages={seoPages} caseStudies={caseStudies} />
        </TabsContent>
        <TabsContent value="keywords" className="pt-4">
          <KeywordsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
