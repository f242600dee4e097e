import axe from "axe-core";
import type { Page } from "@playwright/test";

/** The suite's accessibility bar: WCAG 2.1 A and AA. */
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe-core over the open page: its violations, one line per rule and node (`rule target: why`).
 * `exclude` leaves out a part of the page that is not our markup (a post body from the XSS corpus).
 *
 * Faster than `@axe-core/playwright`'s AxeBuilder with the same verdict: AxeBuilder evaluates the
 * whole axe-core source (~600 kB) twice per run and merges results in a blank page it opens for
 * each run, which together cost as much as the rules themselves. Here axe is injected once per
 * document (a width change keeps it; a reload brings a new document, which gets it again), runs
 * in the page itself (the site has no iframes), and collects only violations.
 */
export async function axeViolations(page: Page, { exclude }: { exclude?: string } = {}) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ tags, exclude }) => {
      const { axe } = window as unknown as { axe: typeof import("axe-core") };
      const context = exclude ? { exclude: [exclude] } : document;
      const result = await axe.run(context, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      });
      return result.violations.flatMap((v) =>
        v.nodes.map((n) => `${v.id} ${n.target.join(" ")}: ${n.failureSummary ?? v.help}`),
      );
    },
    { tags, exclude },
  );
}
