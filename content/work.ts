/** Spec §2 /work: filter categories, default "all". No projects are published yet. */
export const workCategories = [
  { id: "all", label: "All Projects" },
  { id: "web-development", label: "Web Development" },
  { id: "saas-solutions", label: "SaaS Solutions" },
  { id: "mobile-development", label: "Mobile Development" },
  { id: "ai-solutions", label: "AI Solutions" },
  { id: "enterprise-solutions", label: "Enterprise Solutions" },
] as const;

export type WorkCategoryId = (typeof workCategories)[number]["id"];

export type Project = { title: string; category: Exclude<WorkCategoryId, "all">; summary: string };

/** Case studies go here once clients approve them; the page shows "Coming Soon" while empty. */
export const projects: readonly Project[] = [];
