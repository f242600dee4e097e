import { slugArg } from "@/lib/blog/query-args";
import { WORK_SERVICES, type WorkService } from "./fields";
import { isWorkCategory } from "./labels";

/**
 * The cached reads are server functions a client can call by reference id with any arguments:
 * each is checked here, inside the function. Odd input gives an ordinary (empty) answer.
 */
export const workSlugArg = slugArg;
export const categoryArg = (value: unknown) => (isWorkCategory(value) ? value : undefined);
export const serviceArg = (value: unknown): WorkService | null =>
  (WORK_SERVICES as readonly unknown[]).includes(value) ? (value as WorkService) : null;
export const featuredLimitArg = (value: unknown) =>
  typeof value === "number" && Number.isInteger(value) ? Math.min(Math.max(value, 1), 12) : 3;
