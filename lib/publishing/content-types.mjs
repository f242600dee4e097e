// @ts-check
// The one declaration of the site's database-fed content: which sections and pages come from the
// database, their cache tags and the addresses a write refreshes, their 404 and 503 pages, their
// sitemap entries, preview links and slug redirects. Plain JavaScript (type-checked through
// `// @ts-check` and JSDoc): Next loads the page cache handler (lib/cache/page-cache-handler.mjs)
// unbundled, and next.config.ts and scripts/csp-manifest.mjs read it before any bundler runs.
// Everything else — the proxy, the tags, the after-write step, the sitemap — reads it too
// (docs/architecture.md, "Content types").

/**
 * @typedef {object} ContentType
 * @property {string} id Stable name: tag prefix, remembered-slug key, preview audience.
 * @property {string} label What staff call one item ("post").
 * @property {string} table The table whose published rows are the public items.
 * @property {string | null} section The items' address prefix ("/blogs"); null: no pages of its own.
 * @property {RegExp[]} pages The type's own database-fed pages (served from the page cache).
 * @property {readonly string[]} reservedSlugs Pages under the section that are never an item.
 * @property {readonly string[]} perRequest Section pages rendered per request (not cached).
 * @property {readonly string[]} listPaths Addresses that list the type (refreshed on any write).
 * @property {readonly string[]} itemSuffixes An item's addresses after its path ("", "/opengraph-image").
 * @property {{ list: string, item: string }} tags Cache tags: any listing; one item (+ slug).
 * @property {readonly string[]} extraTags Other tags a write expires (the post feed).
 * @property {readonly ShowcaseName[]} listedOn Showcase pages (below) that show the type.
 * @property {{ notFound: string, unavailable: string } | null} missing The proxy's 404 and 503 pages.
 * @property {{ changefreq: "monthly" | "weekly", priority: number } | null} sitemap
 * @property {boolean} preview Staff can open unsaved edits by a signed link.
 */

/**
 * Pages that show several types (each type names the ones it appears on in `listedOn`). Their
 * addresses are refreshed when any type they show is written.
 * @satisfies {Record<string, { pattern: RegExp, paths: readonly string[] }>}
 */
export const showcases = {
  home: { pattern: /^\/$/, paths: ["/"] },
  // A unit test keeps these ids equal to content/services.ts.
  // Unknown service ids are answered 404 by the proxy before the cache is asked.
  services: {
    pattern: /^\/services\/[^/]+$/,
    paths: [
      "/services/web-development",
      "/services/app-development",
      "/services/ai-integrations",
      "/services/custom-websites",
      "/services/saas-solutions",
      "/services/custom-dashboards",
    ],
  },
  // A case study's page shows the testimonials linked to it (refreshed by slug, see testimonial).
  caseStudy: { pattern: /^\/work\/(?!category$)[^/]+$/, paths: [] },
  about: { pattern: /^\/about-us$/, paths: ["/about-us"] },
};

/** @typedef {keyof typeof showcases} ShowcaseName */

/** The posts' RSS feed (a tag of its own: the feed lists imported posts too). */
export const FEED_TAG = "blogs:feed";

/** The list's first pages a new post shifts (deeper ones catch up by their s-maxage). */
const LIST_PAGES_PURGED = 5;
/** The case study categories (content/work.ts; a unit test keeps them equal). */
const WORK_CATEGORY_IDS = [
  "web-development",
  "saas-solutions",
  "mobile-development",
  "ai-solutions",
  "enterprise-solutions",
];

/** @type {ContentType} */
const post = {
  id: "post",
  label: "post",
  table: "blogs",
  section: "/blogs",
  pages: [/^\/blogs$/, /^\/blogs\/page\/[1-9]\d{0,5}$/, /^\/blogs\/(?!page$|search$)[^/]+$/],
  reservedSlugs: ["page", "search"],
  perRequest: ["/blogs/search"],
  listPaths: [
    "/blogs",
    ...Array.from({ length: LIST_PAGES_PURGED - 1 }, (_, i) => `/blogs/page/${i + 2}`),
    "/rss.xml",
  ],
  itemSuffixes: ["", "/opengraph-image"],
  tags: { list: "blogs:list", item: "blogs:post:" },
  extraTags: [FEED_TAG],
  listedOn: ["home"],
  missing: { notFound: "/blog-not-found", unavailable: "/blog-unavailable" },
  sitemap: { changefreq: "monthly", priority: 0.6 },
  preview: true,
};

/** @type {ContentType} */
const work = {
  id: "work",
  label: "case study",
  table: "case_studies",
  section: "/work",
  pages: [
    /^\/work$/,
    new RegExp(`^/work/category/(?:${WORK_CATEGORY_IDS.join("|")})$`),
    /^\/work\/(?!category$)[^/]+$/,
  ],
  reservedSlugs: ["category"],
  perRequest: [],
  listPaths: ["/work", ...WORK_CATEGORY_IDS.map((id) => `/work/category/${id}`)],
  itemSuffixes: ["", "/opengraph-image"],
  tags: { list: "work:list", item: "work:item:" },
  extraTags: [],
  listedOn: ["home", "services"],
  missing: { notFound: "/work-not-found", unavailable: "/work-unavailable" },
  sitemap: { changefreq: "monthly", priority: 0.7 },
  preview: true,
};

/** @type {ContentType} */
const job = {
  id: "job",
  label: "job opening",
  table: "job_openings",
  section: "/career",
  pages: [/^\/career$/, /^\/career\/[^/]+$/],
  reservedSlugs: [],
  perRequest: [],
  listPaths: ["/career"],
  itemSuffixes: [""],
  tags: { list: "jobs:list", item: "jobs:item:" },
  extraTags: [],
  listedOn: [],
  missing: { notFound: "/job-not-found", unavailable: "/job-unavailable" },
  sitemap: { changefreq: "weekly", priority: 0.5 },
  preview: true,
};

/** @type {ContentType} */
const testimonial = {
  id: "testimonial",
  label: "testimonial",
  table: "testimonials",
  section: null,
  pages: [],
  reservedSlugs: [],
  perRequest: [],
  listPaths: [],
  itemSuffixes: [],
  tags: { list: "testimonials:list", item: "testimonials:item:" },
  extraTags: [],
  listedOn: ["home", "services", "caseStudy"],
  missing: null,
  sitemap: null,
  preview: false,
};

/** @type {ContentType} */
const team = {
  id: "team",
  label: "team member",
  table: "team_members",
  section: null,
  pages: [],
  reservedSlugs: [],
  perRequest: [],
  listPaths: [],
  itemSuffixes: [],
  tags: { list: "team:list", item: "team:item:" },
  extraTags: [],
  listedOn: ["about"],
  missing: null,
  sitemap: null,
  preview: false,
};

export const contentTypes = { post, work, job, testimonial, team };

/** @typedef {keyof typeof contentTypes} ContentTypeId */

const all = Object.values(contentTypes);
const trimSlash = (/** @type {string} */ p) =>
  p.length > 1 && p.endsWith("/") ? p.slice(0, -1) : p;

/**
 * Pages served from Next's incremental cache whose HTML comes from the database: their policy
 * (hashes of the exact inline scripts stored) travels with the cache entry, so neither the proxy
 * nor next.config.ts may add one.
 * @param {string} pathname
 */
export function isCachedPage(pathname) {
  const path = trimSlash(pathname);
  return (
    all.some((type) => type.pages.some((page) => page.test(path))) ||
    Object.values(showcases).some((page) => page.pattern.test(path))
  );
}

/**
 * The content type whose section holds this path (`/blogs` itself or anything under it).
 * @param {string} pathname
 */
export function sectionOf(pathname) {
  const path = trimSlash(pathname);
  return (
    all.find(
      (type) => type.section && (path === type.section || path.startsWith(`${type.section}/`)),
    ) ?? null
  );
}

/**
 * The type whose section holds this path's item (`/blogs/x`, `/blogs/x/opengraph-image`), and
 * the raw slug, or null (section pages like /blogs/page/2 are not items).
 * @param {string} pathname
 */
export function itemOfPath(pathname) {
  for (const type of all) {
    if (!type.section || !pathname.startsWith(`${type.section}/`)) continue;
    const rest = pathname.slice(type.section.length + 1);
    const suffix = type.itemSuffixes.find((s) => s && rest.endsWith(s)) ?? "";
    const raw = rest.slice(0, rest.length - suffix.length);
    if (!raw || raw.includes("/") || type.reservedSlugs.includes(raw)) return null;
    return { type, raw };
  }
  return null;
}

const escape = (/** @type {string} */ s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const prefixes = [
  ...all.flatMap((type) => (type.section ? [`${escape(type.section.slice(1))}(?:/|$)`] : [])),
  "services/",
  "about-us$",
];

/**
 * next.config.ts headers() source for "every path but the cached pages'": `/` and every section,
 * the service pages and /about-us are left to the cache entry or the proxy (which sets the policy
 * of the search and the 404s).
 */
export const notCachedPageSource = `/:path((?!${prefixes.join("|")}).+)`;
