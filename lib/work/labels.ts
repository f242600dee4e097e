import { services } from "@/content/services";
import { workCategories } from "@/content/work";
import { WORK_CATEGORIES, type WorkCategory } from "./fields";

/** Display names of the vocabularies in fields.ts. */
export const categoryLabel = (id: string): string =>
  workCategories.find((c) => c.id === id)?.label ?? id;
export const serviceName = (id: string): string => services.find((s) => s.id === id)?.name ?? id;

export const isWorkCategory = (value: unknown): value is WorkCategory =>
  (WORK_CATEGORIES as readonly unknown[]).includes(value);
