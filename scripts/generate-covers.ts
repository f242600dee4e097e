// Writes the committed cover images (1200x630) with the same generator as the covers drawn on
// pages and the share images (lib/imagery/cover-art.ts): public/blog/{topic}.svg for the sample
// posts (public/blog is served without the proxy, see proxy.ts matcher; the demo case studies show
// their product screens instead, scripts/render-screens.ts). No text in them: pages set the label in HTML over the art.
// Deterministic: running it again changes nothing.
// Run: npm run covers
import { writeFileSync } from "node:fs";

import { postCoverTopics } from "@/lib/imagery/committed-covers";
import { coverArt } from "@/lib/imagery/cover-art";
import { coverComposition, type Composition } from "@/lib/imagery/cover-topic";
import { toSvgString } from "@/lib/imagery/svg";

/** Writes one cover, refusing one whose picture is not what its description says. */
function write(file: string, title: string, category: string, says: Composition) {
  const draws = coverComposition(title, category);
  if (draws !== says) throw new Error(`${file}: described as ${says}, draws ${draws}`);
  const svg = toSvgString(coverArt({ title, category }));
  writeFileSync(new URL(`../public/blog/${file}.svg`, import.meta.url), `${svg}\n`);
}

for (const [file, [label, category, composition]] of Object.entries(postCoverTopics)) {
  write(file, label, category, composition);
}
