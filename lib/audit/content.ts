import "server-only";

import type { AuditAction } from "./actions";
import { recordAudit, type AuditActor } from "./record";

/** The content types whose saves and deletes the log records, by their actions' prefix. */
type ContentKind = "post" | "case-study" | "testimonial" | "job-opening" | "team-member";

/** A saved item: `previousStatus` is absent for a new one. */
type Saved = { id: string; status: string; label: string; previousStatus?: string | null };

/**
 * The save's action: "published" or "unpublished" when it moved the item into or out of public
 * view, else "saved" (a post says "created" or "updated", as its editor does).
 */
function saveAction(kind: ContentKind, item: Omit<Saved, "id" | "label">): AuditAction {
  const before = item.previousStatus;
  if (item.status === "published" && before !== "published") return `${kind}.published`;
  if (before === "published" && item.status !== "published") return `${kind}.unpublished`;
  if (kind !== "post") return `${kind}.saved`;
  return before === undefined ? "post.created" : "post.updated";
}

/** Records a staff save of a content item (after the write succeeded): one row. */
export function recordSave(actor: AuditActor, kind: ContentKind, item: Saved): Promise<void> {
  const before = item.previousStatus;
  return recordAudit({
    actor,
    action: saveAction(kind, item),
    target: { type: kind, id: item.id, label: item.label },
    details:
      before === undefined
        ? { status: item.status, created: true }
        : { status: before === item.status ? item.status : { from: before, to: item.status } },
  });
}

/** Records a staff delete of a content item (after the write succeeded): one row. */
export function recordDelete(
  actor: AuditActor,
  kind: ContentKind,
  item: { id: string; label: string },
): Promise<void> {
  return recordAudit({
    actor,
    action: `${kind}.deleted`,
    target: { type: kind, id: item.id, label: item.label },
  });
}
