/**
 * Spec §2 /work: filter categories, default "all". The case studies themselves live in the
 * database (lib/work/, managed in /admin/work); lib/work/fields.ts lists the same five ids for the
 * table's check.
 */
export const workCategories = [
  { id: "all", label: "All Projects" },
  { id: "web-development", label: "Web Development" },
  { id: "saas-solutions", label: "SaaS Solutions" },
  { id: "mobile-development", label: "Mobile Development" },
  { id: "ai-solutions", label: "AI Solutions" },
  { id: "enterprise-solutions", label: "Enterprise Solutions" },
] as const;
