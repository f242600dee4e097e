// Writes public/blog/work-*.svg (public/blog is served without the proxy, see proxy.ts matcher): the sample case studies' covers (1200x630), in the style of the blog's
// sample covers (scripts/generate-blog-covers.mjs): brand gradient, soft shapes, a label.
// Run: node scripts/generate-work-covers.mjs
import { writeFileSync } from "node:fs";

const covers = {
  "sample-logistics": ["#312E81", "#0EA5E9", "Logistics dashboard"],
  "sample-clinic": ["#0F766E", "#4F46E5", "Clinic booking app"],
  "sample-support-ai": ["#7C3AED", "#EC4899", "Support assistant"],
  "sample-retail-saas": ["#1E3A8A", "#7C3AED", "Retail SaaS"],
};
for (const [name, [from, to, label]] of Object.entries(covers)) {
  const bars = Array.from(
    { length: 7 },
    (_, i) =>
      `<rect x="${640 + i * 70}" y="${420 - ((i * 37) % 200)}" width="44" height="${((i * 37) % 200) + 60}" rx="8"/>`,
  ).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<rect x="600" y="90" width="520" height="420" rx="24" fill="#fff" fill-opacity=".1" stroke="#fff" stroke-opacity=".25" stroke-width="2"/>
<g fill="#fff" fill-opacity=".35">${bars}</g>
<text x="80" y="470" font-family="system-ui,sans-serif" font-size="28" font-weight="600" fill="#fff" fill-opacity=".75">SAMPLE CASE STUDY</text>
<text x="80" y="540" font-family="system-ui,sans-serif" font-size="52" font-weight="700" fill="#fff" fill-opacity=".95">${label}</text>
</svg>
`;
  writeFileSync(new URL(`../public/blog/work-${name}.svg`, import.meta.url), svg);
}
