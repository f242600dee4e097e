import { clinicStudy } from "@/content/case-studies/clinic";
import { freightStudy } from "@/content/case-studies/freight";
import { stockStudy } from "@/content/case-studies/stock";
import { supportStudy } from "@/content/case-studies/support";
import type { CaseStudyWrite } from "@/lib/work/types";

/**
 * The demo case studies: invented clients, people and figures, written as real stories with
 * product screens (content/work-screens.ts), so a fresh clone shows what a finished portfolio
 * looks like. Marked `isSample`: visitors see a "Demo content" badge, and staff delete them all
 * in one step in /admin/work. Seeded at start only where SEED_SAMPLES says so (lib/samples.ts):
 * never into a production database unless asked.
 */
export const sampleCaseStudies: CaseStudyWrite[] = [
  freightStudy,
  clinicStudy,
  supportStudy,
  stockStudy,
];
