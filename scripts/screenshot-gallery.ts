// Derives docs/screenshots/ and the README's gallery from the visual-regression baselines
// (tests/e2e/visual.spec.ts-snapshots/). `npm run screenshots` runs it after rewriting them, so
// the pictures people look at are the ones the tests compare against.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

import * as prettier from "prettier";
import sharp from "sharp";

import { themes } from "../tests/e2e/support/themes";
import { screenshotName, visualPages, widthsOf } from "../tests/e2e/support/visual";

const root = path.resolve(import.meta.dirname, "..");
const baselines = path.join(root, "tests/e2e/visual.spec.ts-snapshots");
const out = path.join(root, "docs/screenshots");
const readmePath = path.join(root, "README.md");
const [START, END] = ["<!-- screenshots:start -->", "<!-- screenshots:end -->"];

// WebP's largest side: a taller page is scaled down to fit.
const WEBP_MAX = 16_383;
// Gallery thumbnails, all one height (twice the shown size, for sharp screens): a desktop's first
// screen, the upper part of a phone's.
const thumbs = [
  { width: 1440, crop: 900, size: 460 },
  { width: 375, crop: 540, size: 200 },
] as const;

/** Playwright's file name for a baseline: the name, the project, the platform. */
const baseline = (name: string) =>
  path.join(baselines, name.replace(/\.png$/, `-visual-${process.platform}.png`));

async function writeImages() {
  await rm(out, { recursive: true, force: true });
  await mkdir(path.join(out, "thumbs"), { recursive: true });
  for (const page of visualPages)
    for (const { width } of widthsOf(page))
      for (const theme of themes) {
        const name = screenshotName(page.name, width, theme);
        const png = await readFile(baseline(name));
        const file = name.replace(/\.png$/, ".webp");
        await sharp(png)
          .resize({ height: WEBP_MAX, fit: "inside", withoutEnlargement: true })
          .webp({ quality: 80 })
          .toFile(path.join(out, file));
        const thumb = thumbs.find((t) => t.width === width);
        if (!thumb) continue;
        const { height = 0 } = await sharp(png).metadata();
        await sharp(png)
          .extract({ left: 0, top: 0, width, height: Math.min(thumb.crop, height) })
          .resize({ width: thumb.size })
          .webp({ quality: 80 })
          .toFile(path.join(out, "thumbs", file));
      }
}

// HTML rather than a Markdown table: one picture a line keeps the README's source readable.
function row(page: (typeof visualPages)[number]) {
  const label = `<code>${page.path}</code>${page.staff ? " (staff)" : ""}`;
  const cells = thumbs.flatMap(({ width, size }) =>
    themes.map((theme) => {
      const file = screenshotName(page.name, width, theme).replace(/\.png$/, ".webp");
      const alt = `${page.path} at ${width} px, ${theme} theme`;
      const img = `<img src="docs/screenshots/thumbs/${file}" width="${size / 2}" alt="${alt}">`;
      return `<td><a href="docs/screenshots/${file}">${img}</a></td>`;
    }),
  );
  return ["<tr>", `<td>${label}</td>`, ...cells, "</tr>"];
}

function table(pages: typeof visualPages) {
  const head = thumbs.flatMap(({ width }) => themes.map((theme) => `${width} px ${theme}`));
  const header = `<tr><th>page</th>${head.map((h) => `<th>${h}</th>`).join("")}</tr>`;
  return ["<table>", header, ...pages.flatMap(row), "</table>"];
}

function gallery() {
  const [first, ...rest] = visualPages;
  return [
    START,
    "<!-- Written by `npm run screenshots` (scripts/screenshot-gallery.ts): edit it there. -->",
    ...table([first!]),
    `<details><summary>The other ${rest.length} pages</summary>`,
    ...table(rest),
    "</details>",
    END,
  ].join("\n");
}

async function writeReadme() {
  const readme = await readFile(readmePath, "utf8");
  const [start, end] = [readme.indexOf(START), readme.indexOf(END)];
  if (start < 0 || end < start) throw new Error(`README.md lacks the ${START} … ${END} markers`);
  const text = readme.slice(0, start) + gallery() + readme.slice(end + END.length);
  const options = await prettier.resolveConfig(readmePath);
  await writeFile(readmePath, await prettier.format(text, { ...options, filepath: readmePath }));
}

await writeImages();
await writeReadme();
console.log(`docs/screenshots/ and the README's gallery written from ${visualPages.length} pages`);
