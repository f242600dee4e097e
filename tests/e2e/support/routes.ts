/** Every public page, one row each: the e2e quality checks and the crawler start here. */
export type RouteCase = { path: string; status: 200 | 404; h1: string | RegExp };

export const routes: readonly RouteCase[] = [
  { path: "/", status: 200, h1: /^Web, mobile and AI products, live in weeks$/ },
  { path: "/services", status: 200, h1: "Our Services" },
  { path: "/services/web-development", status: 200, h1: "Web Development Services" },
  { path: "/services/app-development", status: 200, h1: "Mobile App Development" },
  { path: "/services/ai-integrations", status: 200, h1: "AI Integration Services" },
  { path: "/services/custom-websites", status: 200, h1: "Custom Website Solutions" },
  { path: "/services/saas-solutions", status: 200, h1: "SaaS Development Solutions" },
  { path: "/services/custom-dashboards", status: 200, h1: "Custom Dashboard Development" },
  { path: "/work", status: 200, h1: "Our Work" },
  { path: "/work/category/ai-solutions", status: 200, h1: "Our Work" },
  {
    path: "/work/a-live-operations-dashboard-for-240-trucks-and-seven-depots",
    status: 200,
    h1: /^A live operations dashboard for 240 trucks/,
  },
  { path: "/work/no-such-case-study", status: 404, h1: "Case study not found" },
  { path: "/about-company", status: 200, h1: /^About / },
  { path: "/about-us", status: 200, h1: "Meet Our Team" },
  { path: "/career", status: 200, h1: "Careers" },
  { path: "/contact", status: 200, h1: "Get in Touch" },
  { path: "/book-service", status: 200, h1: "Book Your Service" },
  { path: "/blogs", status: 200, h1: "Tech Blog Hub" },
  { path: "/privacy-policy", status: 200, h1: "Privacy Policy" },
  { path: "/terms-and-conditions", status: 200, h1: "Terms and Conditions" },
  { path: "/services/not-a-service", status: 404, h1: "Service Not Found" },
  { path: "/this-page/does-not-exist", status: 404, h1: "404" },
];
