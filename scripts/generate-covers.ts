// Writes the committed cover images (1200x630) with the same generator as the covers drawn on
// pages and the share images (lib/imagery/cover-art.ts): public/blog/{topic}.svg for the sample
// posts, public/blog/work-*.svg for the sample case studies (public/blog is served without the
// proxy, see proxy.ts matcher). Deterministic: running it again changes nothing.
// Run: npm run covers
import { writeFileSync } from "node:fs";

import { sampleCaseStudies } from "@/content/work-samples";
import { coverArt } from "@/lib/imagery/cover-art";
import { toSvgString } from "@/lib/imagery/svg";
import { categoryLabel } from "@/lib/work/labels";

/** The sample posts' topics: file name, label, and the category that colours it. */
const topics = {
  nextjs: ["App Router", "web-development"],
  postgres: ["Postgres", "engineering"],
  mobile: ["Mobile", "mobile"],
  ai: ["AI", "ai"],
  design: ["Design", "design"],
  security: ["Security", "security"],
  performance: ["Performance", "performance"],
  saas: ["SaaS", "saas"],
  placeholder: ["Blog", "blog"],
} as const;

function write(file: string, svg: string) {
  writeFileSync(new URL(`../public/blog/${file}.svg`, import.meta.url), `${svg}\n`);
}

for (const [file, [label, category]] of Object.entries(topics)) {
  write(file, toSvgString(coverArt({ title: label, category, label })));
}

/** The case studies' short labels, by cover file. */
const workLabels: Record<string, string> = {
  "/blog/work-sample-logistics.svg": "Logistics dashboard",
  "/blog/work-sample-clinic.svg": "Clinic booking app",
  "/blog/work-sample-support-ai.svg": "Support assistant",
  "/blog/work-sample-retail-saas.svg": "Retail SaaS",
};
for (const study of sampleCaseStudies) {
  const label = study.coverUrl ? workLabels[study.coverUrl] : undefined;
  if (!study.coverUrl || !label) continue;
  const category = categoryLabel(study.categories[0] ?? "");
  const art = coverArt({ title: study.title, category, label });
  write(study.coverUrl.replace(/^\/blog\/|\.svg$/g, ""), toSvgString(art));
}
