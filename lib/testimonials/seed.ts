import { sampleTestimonials } from "@/content/testimonial-samples";
import type { Db } from "@/lib/db/types";
import { seedOnce } from "@/lib/publishing/seed-once";
import { insertTestimonial } from "./repository";

/** The sample testimonials, once per database (lib/publishing/seed-once.ts). */
export const seedTestimonialsOnce = (db: Db) =>
  seedOnce(db, "testimonial", sampleTestimonials, (tx, item) => insertTestimonial(tx, item, true));
