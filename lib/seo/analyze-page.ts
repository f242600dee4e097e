import "server-only";

import { internalOrigin, siteUrl } from "@/lib/env";
import { readCapped } from "@/lib/http/read-capped";
import { analyzeHtml, extractSeoFacts, type SeoReport } from "./analyze-html";
import type { PageProbes } from "./page-checks";

export type PageAnalysis =
  { ok: true; url: string; report: SeoReport; loadMs: number } | { ok: false; error: string };

const FOREIGN = "Only pages of this site can be analysed (a path such as /services).";
const MAX_INPUT = 2000;
const MAX_BYTES = 5 * 1024 * 1024;
const TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;

/**
 * The page's path and query on this site, or why it is refused. Decided before any request: the
 * host always comes from `internalOrigin`, never from the input, so no input can steer the server
 * at another machine.
 */
function sitePath(input: string): { path: string } | { error: string } {
  const value = input.trim();
  if (value === "") return { error: "Enter a path such as /services." };
  if (value.length > MAX_INPUT) return { error: `The address is over ${MAX_INPUT} characters.` };
  // URL parsers read "\" as "/" and drop tabs and newlines, so "/\evil.example" or "/\t/evil"
  // would name another host.
  if ([...value].some((c) => c === "\\" || c <= "\u001f" || c === "\u007f")) {
    return { error: FOREIGN };
  }
  const site = new URL(siteUrl);
  const isPath = value.startsWith("/") && !value.startsWith("//");
  let url: URL;
  try {
    url = isPath ? new URL(value, site) : new URL(value);
  } catch {
    return { error: FOREIGN };
  }
  if (url.origin !== site.origin) return { error: FOREIGN };
  return { path: `${url.pathname}${url.search}` };
}

/** The next same-site path of a redirect, or null when it leaves the site. */
function redirectPath(location: string, from: string): string | null {
  const target = new URL(location, `${internalOrigin}${from}`);
  const ours = target.origin === internalOrigin || target.origin === new URL(siteUrl).origin;
  return ours ? `${target.pathname}${target.search}` : null;
}

/**
 * The share image as crawlers would fetch it: a tag that is set says nothing when the image
 * answers 500. Only images on this site are fetched (from the server itself, like the page).
 */
async function probeImage(
  src: string,
  pageUrl: string,
  signal: AbortSignal,
): Promise<PageProbes["ogImage"]> {
  let url: string;
  try {
    url = new URL(src, pageUrl).href;
  } catch {
    return { url: src, problem: "is not a valid address" };
  }
  const path = redirectPath(url, "/");
  if (path === null) return undefined; // another site's: not ours to fetch
  try {
    const response = await fetch(`${internalOrigin}${path}`, {
      redirect: "manual",
      cache: "no-store",
      signal,
    });
    await response.body?.cancel();
    if (response.status >= 300 && response.status < 400) return { url, problem: null };
    if (!response.ok) return { url, problem: `answered ${response.status}` };
    const type = (response.headers.get("content-type") ?? "").split(";")[0]?.trim() || "nothing";
    if (!/^image\//i.test(type)) return { url, problem: `answered ${type}, not an image` };
    return { url, problem: null };
  } catch {
    return { url, problem: "could not be loaded" };
  }
}

async function loadPage(first: string, signal: AbortSignal): Promise<PageAnalysis> {
  const started = performance.now();
  let path = first;
  // Redirects are followed by hand so that every hop stays on this server.
  for (let hop = 0; ; hop++) {
    const response = await fetch(`${internalOrigin}${path}`, {
      headers: { accept: "text/html" },
      redirect: "manual",
      cache: "no-store",
      signal,
    });
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      const next = redirectPath(location, path);
      if (next === null) return { ok: false, error: `${path} redirects to another site.` };
      if (hop === MAX_REDIRECTS) return { ok: false, error: `${first} redirects too many times.` };
      path = next;
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { ok: false, error: `${path} answered ${response.status}.` };
    }
    const type = (response.headers.get("content-type") ?? "").split(";")[0]?.trim() || "nothing";
    if (!/^(text\/html|application\/xhtml\+xml)$/i.test(type)) {
      await response.body?.cancel();
      return { ok: false, error: `${path} answered ${type}, not an HTML page.` };
    }
    const bytes = await readCapped(response.body, MAX_BYTES);
    if (bytes === null) return { ok: false, error: `${path} is larger than 5 MB.` };
    const html = new TextDecoder().decode(bytes);
    // Rounded before the checks so the report and the returned time agree at the thresholds.
    const loadMs = Math.round(performance.now() - started);
    const url = `${siteUrl}${path}`;
    const image = extractSeoFacts(html).openGraph.image;
    const probes: PageProbes = {
      robotsHeader: response.headers.get("x-robots-tag"),
      ogImage: image ? await probeImage(image, url, signal) : undefined,
    };
    return { ok: true, url, report: analyzeHtml(html, loadMs, url, probes), loadMs };
  }
}

/** Fetches one page of this site from the server itself and runs the SEO checks on it. */
export async function analyzePage(input: string): Promise<PageAnalysis> {
  const target = sitePath(input);
  if ("error" in target) return { ok: false, error: target.error };
  try {
    return await loadPage(target.path, AbortSignal.timeout(TIMEOUT_MS));
  } catch (error) {
    if (error instanceof DOMException && error.name === "TimeoutError") {
      return { ok: false, error: `${target.path} did not answer within ${TIMEOUT_MS / 1000} s.` };
    }
    return { ok: false, error: `${target.path} could not be loaded.` };
  }
}

/** One page after another, so the timings are not skewed by the other requests. */
export async function analyzePages(
  paths: readonly string[],
): Promise<{ path: string; result: PageAnalysis }[]> {
  const results: { path: string; result: PageAnalysis }[] = [];
  for (const path of paths) results.push({ path, result: await analyzePage(path) });
  return results;
}
