"use client";

import { useSyncExternalStore } from "react";

import {
  ATTRIBUTION_FIELDS,
  ATTRIBUTION_MAX_LENGTH,
  ATTRIBUTION_STORAGE_KEY,
  SOURCE_PAGE_FIELD,
} from "@/lib/analytics/attribution-keys";

// The page and the beacon's record, as one string: equal snapshots compare equal, so React only
// renders again when either changed. No storage (disabled, sandboxed) is the same as nothing kept.
function snapshot(): string {
  try {
    return `${location.pathname}\n${sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY) ?? ""}`;
  } catch {
    return `${location.pathname}\n`;
  }
}
// The beacon may write its record after this form hydrated (a visitor landing on the form's own
// page): it is read again whenever something in the page takes focus, which any submit follows.
function subscribe(changed: () => void) {
  addEventListener("focusin", changed);
  return () => removeEventListener("focusin", changed);
}

function valuesOf(snap: string): Record<string, string> {
  const cut = snap.indexOf("\n");
  const [page, stored] = [snap.slice(0, cut), snap.slice(cut + 1)];
  const values: Record<string, string> = { [SOURCE_PAGE_FIELD]: page };
  try {
    const record: unknown = stored ? JSON.parse(stored) : null;
    if (record && typeof record === "object") {
      for (const name of ATTRIBUTION_FIELDS) {
        const value = (record as Record<string, unknown>)[name];
        if (typeof value === "string") values[name] = value.slice(0, ATTRIBUTION_MAX_LENGTH);
      }
    }
  } catch {
    // Not JSON (written by something else): the form carries the page alone.
  }
  return values;
}

/**
 * The visit's context as hidden inputs of the lead form (lib/analytics/attribution-keys.ts): the
 * page the form is on, and the landing page, referrer host and campaign the beacon kept in this
 * tab's sessionStorage. Filled after hydration; without JavaScript they are empty and the lead is
 * stored without them. This is all that leaves the browser about the visit, in the form's own post.
 */
export function AttributionFields() {
  const snap = useSyncExternalStore(subscribe, snapshot, () => "");
  const values = snap ? valuesOf(snap) : {};
  return (
    <>
      {[SOURCE_PAGE_FIELD, ...ATTRIBUTION_FIELDS].map((name) => (
        <input key={name} type="hidden" name={name} value={values[name] ?? ""} />
      ))}
    </>
  );
}
