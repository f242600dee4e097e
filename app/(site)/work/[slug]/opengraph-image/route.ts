import { shareImageRoute } from "@/lib/publishing/share-image";
import { categoryLabel } from "@/lib/work/labels";
import { getCaseStudy } from "@/lib/work/queries";

/** GET /work/{slug}/opengraph-image: the case study's generated share image. */
export const GET = shareImageRoute("work", async (slug) => {
  const study = await getCaseStudy(slug);
  // Coloured by its first category, like its card's generated cover.
  return (
    study && {
      kicker: "Case study",
      title: study.title,
      category: categoryLabel(study.categories[0] ?? ""),
    }
  );
});
