import "server-only";
import { z } from "zod";

import { parseNetworks } from "@/lib/http/networks";

/** Whether Intl knows the zone (it throws a RangeError for an unknown one). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone !== "";
  } catch {
    return false;
  }
}
export const blankAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((raw) => (typeof raw === "string" && raw.trim() === "" ? undefined : raw), schema);
/** A test-only allowance of non-public addresses: "true" (any), CIDR networks, or none. */
export const allowPrivate = (name: string) =>
  z
    .string()
    .optional()
    .transform((raw, ctx): "any" | string[] => {
      const value = (raw ?? "").trim();
      if (value === "" || value === "false") return [];
      if (value === "true" || value === "1") return "any";
      const networks = parseNetworks(value, name);
      if (typeof networks !== "string") return networks;
      ctx.addIssue({ code: "custom", message: networks });
      return z.NEVER;
    });
