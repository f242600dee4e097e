import { committedCoverAlt } from "@/lib/imagery/committed-covers";
import type { NewBlog } from "@/lib/blog/types";

/**
 * Sample posts the embedded database starts with (and tests rely on). Edit freely: they are
 * inserted once, on first start, and never again. Dates are spread so ordering is visible.
 */
const day = (iso: string) => new Date(`${iso}T09:00:00Z`);

export const seedPosts = [
  {
    title: "Moving a Marketing Site to the Next.js App Router Without Losing Rankings",
    summary:
      "How we migrated a 40-page agency site to server components, kept every URL, and cut shipped JavaScript by two thirds.",
    category: "web-development",
    tags: ["nextjs", "seo", "migration"],
    imageUrl: "/blog/nextjs.svg",
    createdAt: day("2025-08-28"),
    content: `<h2>Why we moved</h2>
<p>The old site rendered everything in the browser. Crawlers saw an empty shell first, and every page shipped the code for every other page.</p>
<p>It ranked anyway, mostly on its age and its links. But new pages took weeks to appear in search results, the largest paint on a phone arrived after four seconds, and every small copy change meant a full client-side release. The team wanted pages that arrive as HTML, with JavaScript only where a visitor actually clicks something.</p>
<h2>The plan</h2>
<ol><li>Freeze the URL list and write a redirect for anything that had to change.</li><li>Move pages one by one into <code>app/</code>, keeping them server components.</li><li>Only interactive islands get <code>"use client"</code>.</li></ol>
<p>We moved the pages in order of traffic, lowest first, so that any mistake would surface where it cost the least. Each page went live on its own, behind the same URL, and we compared its indexed title, description and canonical address with the old version the next morning. Two pages lost their structured data in the move; the comparison caught both before anyone searched for them.</p>
<p>The interactive parts turned out to be few: the contact form, a pricing toggle and the navigation menu on a phone. Everything else, from the case studies to the blog, became server components with no client code at all.</p>
<h2>One detail that mattered</h2>
<pre><code class="language-ts">export const metadata = { alternates: { canonical: "/services" } };</code></pre>
<p>Every page declares its canonical URL, so search engines never split ranking between two addresses.</p>
<p>The old site answered on both the bare domain and <code>www</code>, with and without a trailing slash. One permanent redirect per variant, and one canonical address per page, closed the gap that had been splitting links between four versions of the home page.</p>
<img src="/blog/nextjs.svg" alt="${committedCoverAlt("/blog/nextjs.svg")}" width="1200" height="630">
<p>Result: first-load JavaScript fell from 410 KB to 140 KB and organic traffic held steady through the switch.</p>`,
  },
  {
    title: "Postgres Full-Text and Trigram Search: Which One Fits Your Product?",
    summary:
      "Trigram indexes make substring search fast; full-text search understands language. A practical guide to choosing between them.",
    category: "engineering",
    tags: ["postgres", "search", "performance"],
    imageUrl: "/blog/postgres.svg",
    createdAt: day("2025-08-14"),
    content: `<h2>Two tools, two jobs</h2>
<p><strong>pg_trgm</strong> splits text into three-letter pieces. It answers <code>ILIKE '%term%'</code> queries from an index, typos and partial words included.</p>
<p><strong>Full-text search</strong> stems words and ranks documents. It is the better choice for long articles and natural-language queries.</p>
<h2>A trigram index in one statement</h2>
<pre><code class="language-sql">create index on posts using gin (title gin_trgm_ops);</code></pre>
<h2>Our rule of thumb</h2>
<ul><li>Search boxes over titles and names: trigram.</li><li>Search across article bodies: full-text, with a trigram fallback for short terms.</li></ul>`,
  },
  {
    title: "React Native or Native? How We Advise Clients in 2025",
    summary:
      "Cross-platform frameworks are mature, but some products still need native code. Five questions we ask before recommending either.",
    category: "mobile",
    tags: ["react-native", "ios", "android"],
    imageUrl: "/blog/mobile.svg",
    createdAt: day("2025-07-30"),
    content: `<h2>The five questions</h2>
<ol><li>Does the app depend on heavy graphics or camera processing?</li><li>Will one team maintain both platforms?</li><li>How much code can be shared with the web app?</li><li>Which platform features are needed on day one?</li><li>What is the budget for the first twelve months?</li></ol>
<p>Most business apps answer in favour of React Native. Games, AR and audio tools usually do not.</p>
<blockquote>Pick the stack your team can ship and support, not the one that wins benchmarks.</blockquote>`,
  },
  {
    title: "Adding an AI Assistant to an Existing Product, Safely",
    summary:
      "Retrieval, guardrails and evaluation: the three parts every production AI feature needs, and how we build them.",
    category: "ai",
    tags: ["ai", "llm", "rag"],
    imageUrl: "/blog/ai.svg",
    createdAt: day("2025-07-16"),
    content: `<h2>Start with retrieval</h2>
<p>An assistant that answers from your own documents is more useful and less likely to invent facts. We index help articles and tickets and pass the best matches with each question.</p>
<h2>Guardrails</h2>
<ul><li>Limit what the model may do: read-only tools first.</li><li>Filter outputs for personal data before they reach the user.</li><li>Log prompts and answers for review.</li></ul>
<h2>Measure before launch</h2>
<p>We keep a set of 200 real questions with approved answers and score every prompt change against it.</p>`,
  },
  {
    title: "Design Systems for Small Teams: Start With Ten Components",
    summary:
      "You do not need a hundred components to get consistency. The ten we build first for every client, and why.",
    category: "design",
    tags: ["design-systems", "ui", "accessibility"],
    imageUrl: "/blog/design.svg",
    createdAt: day("2025-07-02"),
    content: `<h2>The first ten</h2>
<table><thead><tr><th>Component</th><th>Why first</th></tr></thead><tbody>
<tr><td>Button</td><td>Every screen has one</td></tr><tr><td>Input, Textarea, Select</td><td>Forms make the money</td></tr>
<tr><td>Card</td><td>Most layouts are lists of cards</td></tr><tr><td>Dialog, Toast</td><td>Feedback and confirmation</td></tr>
<tr><td>Tabs, Accordion</td><td>Dense content, small screens</td></tr><tr><td>Badge</td><td>Status at a glance</td></tr></tbody></table>
<p>Each one ships with keyboard support and visible focus before it ships with variants.</p>`,
  },
  {
    title: "A Security Checklist for Launching a Web App",
    summary:
      "Headers, cookies, input validation and secrets: the checklist we run through before any client launch.",
    category: "security",
    tags: ["security", "owasp", "checklist"],
    imageUrl: "/blog/security.svg",
    createdAt: day("2025-06-18"),
    content: `<h2>Transport and headers</h2>
<ul><li>HTTPS everywhere, with HSTS.</li><li>A Content-Security-Policy without <code>unsafe-inline</code> scripts.</li><li><code>X-Content-Type-Options: nosniff</code> and a strict referrer policy.</li></ul>
<h2>Sessions</h2>
<p>Cookies are <code>HttpOnly</code>, <code>Secure</code> and <code>SameSite=Lax</code>. Tokens never live in local storage.</p>
<h2>Input</h2>
<p>Validate on the server with the same schema the form uses. Sanitize any HTML you store, and again when you render it.</p>`,
  },
  {
    title: "Core Web Vitals in Practice: What Actually Moved Our Scores",
    summary: "Five changes that improved LCP, INP and CLS on real client sites, ordered by effort.",
    category: "performance",
    tags: ["performance", "web-vitals", "lighthouse"],
    imageUrl: "/blog/performance.svg",
    createdAt: day("2025-06-04"),
    content: `<h2>Cheapest first</h2>
<ol><li>Give every image its width and height: CLS drops to zero.</li><li>Preload the hero image and the main font.</li><li>Move analytics after the load event.</li><li>Split client components so each page loads only its own.</li><li>Cache HTML at the edge.</li></ol>
<p>The first two took an afternoon and produced most of the gain.</p>`,
  },
  {
    title: "Multi-Tenant SaaS on Postgres: Schemas, Rows or Databases?",
    summary:
      "Three ways to isolate customers in one product, with the trade-offs we have seen in production.",
    category: "saas",
    tags: ["saas", "postgres", "architecture"],
    imageUrl: "/blog/saas.svg",
    createdAt: day("2025-05-21"),
    content: `<h2>Row-level isolation</h2>
<p>One set of tables, a <code>tenant_id</code> on every row and row-level security policies. Cheapest to run and our default.</p>
<h2>Schema per tenant</h2>
<p>Stronger separation, but migrations must run once per tenant.</p>
<h2>Database per tenant</h2>
<p>For customers with strict compliance needs. Highest cost, simplest story for auditors.</p>
<pre><code class="language-sql">create policy tenant_isolation on invoices
  using (tenant_id = current_setting('app.tenant')::uuid);</code></pre>`,
  },
  {
    title: "How We Run a Two-Week Discovery Phase",
    summary:
      "Interviews, a clickable prototype and a costed plan: what clients get at the end of discovery and why it saves money.",
    category: "process",
    tags: ["process", "discovery", "planning"],
    imageUrl: "/blog/discovery.svg",
    createdAt: day("2025-05-07"),
    content: `<h2>Week one: listen</h2>
<p>We interview users and stakeholders, map the current workflow and list the problems worth solving.</p>
<h2>Week two: prove</h2>
<p>A clickable prototype of the riskiest flow, tested with five users, and a plan with a budget range.</p>
<h2>What you keep</h2>
<ul><li>The prototype and research notes.</li><li>A prioritised backlog.</li><li>A fixed-price quote for the first release.</li></ul>`,
  },
  {
    title: "Building Admin Dashboards People Actually Use",
    summary:
      "Dashboards fail when they show everything. How we pick the few numbers that drive decisions and design around them.",
    category: "dashboards",
    tags: ["dashboards", "data", "ux"],
    imageUrl: "/blog/dashboards.svg",
    createdAt: day("2025-04-23"),
    content: `<h2>Start from decisions</h2>
<p>Ask each role which decision they make every week and which number informs it. That list is the dashboard.</p>
<h2>Then design for scanning</h2>
<ul><li>Three to five headline figures, each with its trend.</li><li>Tables that sort and filter, not charts that decorate.</li><li>Every number links to the rows behind it.</li></ul>`,
  },
  {
    title: "Accessible Forms: The Details That Matter",
    summary:
      "Labels, error messages and focus order. Small details that decide whether everyone can send you a lead.",
    category: "accessibility",
    tags: ["accessibility", "forms", "ux"],
    imageUrl: "/blog/accessibility.svg",
    createdAt: day("2025-04-09"),
    content: `<h2>Every field has a label</h2>
<p>Placeholders disappear while typing; labels stay. Screen readers announce the label, not the placeholder.</p>
<h2>Errors next to the field</h2>
<p>Show each message beside its field, link it with <code>aria-describedby</code> and move focus to the first invalid field.</p>
<h2>Keep the data</h2>
<p>A failed submission must never clear the form. Nothing loses a lead faster.</p>`,
  },
  {
    title: "Why Every Project Starts With Automated Tests",
    summary:
      "Tests are not a phase at the end. How a small suite written on day one keeps fixed-price projects on budget.",
    category: "engineering",
    tags: ["testing", "quality", "ci"],
    imageUrl: "/blog/testing.svg",
    createdAt: day("2025-03-26"),
    content: `<h2>What we test first</h2>
<ul><li>The money paths: sign-up, checkout, lead forms.</li><li>Anything with a rule in the contract.</li><li>Every bug, once fixed.</li></ul>
<h2>Where tests run</h2>
<p>On every push, in a clean environment, against a real database. A red build does not merge.</p>
<pre><code class="language-bash">npm test</code></pre>`,
  },
  // Imported posts: marked auto-generated, linked to their source, kept out of the sitemap.
  {
    title: "The State of HTML Forms in Modern Browsers",
    summary:
      "A roundup of form features now supported in every major browser, from popovers to validation styling.",
    category: "tech",
    tags: ["html", "browsers"],
    imageUrl: null,
    isAutoGenerated: true,
    sourceUrl: "https://news.example/articles/state-of-html-forms",
    createdAt: day("2025-08-20"),
    content: "<p>Browsers have quietly shipped many form improvements this year.</p>",
  },
  {
    title: "Edge Caching Explained for Product Teams",
    summary: "What a CDN can cache for a dynamic application and what it should never cache.",
    category: "tech",
    tags: ["cdn", "caching"],
    imageUrl: null,
    isAutoGenerated: true,
    sourceUrl: "https://news.example/articles/edge-caching-explained",
    createdAt: day("2025-06-25"),
    content: "<p>A content delivery network stores copies of responses close to users.</p>",
  },
  {
    title: "Open Source Maintainers Share Their Release Checklists",
    summary: "",
    category: "tech",
    tags: null,
    imageUrl: null,
    isAutoGenerated: true,
    sourceUrl: "https://news.example/articles/release-checklists",
    createdAt: day("2025-05-12"),
    content: "",
  },
] satisfies NewBlog[];
