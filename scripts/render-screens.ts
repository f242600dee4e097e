/**
 * `npm run screens`: renders the demo case studies' product screens (mock UIs written as React
 * components in components/work/screens/, drawn with the site's tokens and Tailwind classes) to
 * public/work/screens/{id}-{light,dark}.webp with Chromium. The page carries the site's CSS and
 * its self-hosted Inter (embedded, so no request leaves the machine); the capture waits for
 * document.fonts.ready, and the run fails if any text was drawn in another font (Chromium's own
 * answer per element, CSS.getPlatformFontsForNode), so no image holds fallback-font text.
 * Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

import tailwind from "@tailwindcss/postcss";
import postcss from "postcss";
// @playwright/test re-exports playwright-core's launcher (the project's one Playwright dependency).
import { chromium, type Page } from "@playwright/test";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";

import { SCREEN_SIZE, workScreens, type WorkScreen } from "../content/work-screens";
import { screenComponents } from "../components/work/screens";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "public/work/screens");
const only = process.argv.slice(2);

async function siteCss(): Promise<string> {
  const from = path.join(root, "app/globals.css");
  const result = await postcss([tailwind()]).process(readFileSync(from, "utf8"), { from });
  return result.css;
}

function documentFor(screen: WorkScreen, theme: "light" | "dark", css: string, font: string) {
  const body = renderToStaticMarkup(createElement(screenComponents[screen.id]!));
  // The font is the site's file, inlined: the same face every page uses, and nothing fetched.
  return `<!doctype html><html lang="en" class="${theme}"><head><meta charset="utf-8">
<style>@font-face{font-family:"Inter";src:url(data:font/woff2;base64,${font}) format("woff2");font-weight:400 700;font-display:block}
:root{--font-inter:"Inter"}</style><style>${css}</style></head>
<body class="font-sans antialiased">${body}</body></html>`;
}

/** Every family Chromium drew text in on the page (expected: Inter only). */
async function renderedFonts(page: Page): Promise<Set<string>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root: doc } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", {
    nodeId: doc.nodeId,
    selector: "body *",
  });
  const families = new Set<string>();
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    for (const f of fonts) families.add(f.familyName);
  }
  await cdp.detach();
  return families;
}

async function main() {
  const [css, font] = [
    await siteCss(),
    readFileSync(path.join(root, "app/fonts/inter-latin-var.woff2")).toString("base64"),
  ];
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  });
  try {
    for (const screen of Object.values(workScreens) as WorkScreen[]) {
      if (only.length && !only.includes(screen.id)) continue;
      const size = SCREEN_SIZE[screen.device];
      const scale = screen.device === "phone" ? 2 : 1.25;
      for (const theme of ["light", "dark"] as const) {
        const context = await browser.newContext({
          viewport: { width: size.width / scale, height: size.height / scale },
          deviceScaleFactor: scale,
          colorScheme: theme,
        });
        const page = await context.newPage();
        await page.setContent(documentFor(screen, theme, css, font), { waitUntil: "load" });
        await page.evaluate(() => document.fonts.ready);
        const fonts = await renderedFonts(page);
        if ([...fonts].some((f) => f !== "Inter")) {
          throw new Error(`${screen.id} (${theme}): text drawn in ${[...fonts].join(", ")}`);
        }
        const png = await page.screenshot({ type: "png" });
        const file = path.join(out, `${screen.id}-${theme}.webp`);
        writeFileSync(file, await sharp(png).webp({ quality: 78, effort: 6 }).toBuffer());
        console.log(`${path.relative(root, file)} ${Math.round(statSync(file).size / 1024)} KB`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
