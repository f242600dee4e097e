// Writes public/blog/*.svg: simple, license-free cover images for the seed posts (1200x630).
// Run: node scripts/generate-blog-covers.mjs
import { writeFileSync } from "node:fs";

const covers = {
  nextjs: ["#4F46E5", "#0EA5E9", "App Router"],
  postgres: ["#0F766E", "#22C55E", "Postgres"],
  mobile: ["#9333EA", "#EC4899", "Mobile"],
  ai: ["#EA580C", "#F59E0B", "AI"],
  design: ["#DB2777", "#8B5CF6", "Design"],
  security: ["#1E293B", "#DC2626", "Security"],
  performance: ["#059669", "#0EA5E9", "Performance"],
  saas: ["#2563EB", "#7C3AED", "SaaS"],
  placeholder: ["#CBD5E1", "#E2E8F0", "Blog"],
};
for (const [name, [from, to, label]] of Object.entries(covers)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<g fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="2">${Array.from({ length: 8 }, (_, i) => `<circle cx="${150 + i * 130}" cy="${315 + (i % 2 ? 90 : -90)}" r="${60 + i * 12}"/>`).join("")}</g>
<text x="80" y="560" font-family="system-ui,sans-serif" font-size="64" font-weight="700" fill="#fff" fill-opacity=".9">${label}</text>
</svg>
`;
  writeFileSync(new URL(`../public/blog/${name}.svg`, import.meta.url), svg);
}
