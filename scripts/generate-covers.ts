// Writes the committed cover images (1200x630) with the same generator as the covers drawn on
// pages and the share images (lib/imagery/cover-art.ts): public/blog/{topic}.svg for the sample
// posts, public/blog/work-*.svg for the sample case studies (public/blog is served without the
// proxy, see proxy.ts matcher). Deterministic: running it again changes nothing.
// Run: npm run covers
import { writeFileSync } from "node:fs";

import { sampleCaseStudies } from "@/content/work-samples";
import { postCoverTopics, workCoverLabels } from "@/lib/imagery/committed-covers";
import { coverArt } from "@/lib/imagery/cover-art";
import { toSvgString } from "@/lib/imagery/svg";
import { categoryLabel } from "@/lib/work/labels";

function write(file: string, svg: string) {
  writeFileSync(new URL(`../public/blog/${file}.svg`, import.meta.url), `${svg}\n`);
}

for (const [file, [label, category]] of Object.entries(postCoverTopics)) {
  write(file, toSvgString(coverArt({ title: label, category, label })));
}

for (const study of sampleCaseStudies) {
  const label = study.coverUrl ? workCoverLabels[study.coverUrl] : undefined;
  if (!study.coverUrl || !label) continue;
  const category = categoryLabel(study.categories[0] ?? "");
  const art = coverArt({ title: study.title, category, label });
  write(study.coverUrl.replace(/^\/blog\/|\.svg$/g, ""), toSvgString(art));
}
