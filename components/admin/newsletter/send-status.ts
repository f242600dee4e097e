import type { SendRow } from "@/lib/newsletter/queries";

const LABELS: Record<SendRow["status"], string> = {
  scheduled: "waiting for the publish time",
  pending: "queued",
  sending: "sending",
  paused: "paused",
  sent: "sent",
  cancelled: "cancelled",
  failed: "failed (retry with Resume)",
};

/** A send's state in words; a pause staff asked for shows before the job has seen it. */
export const sendStatusLabel = (s: Pick<SendRow, "status" | "paused">) =>
  s.paused && s.status !== "sent" ? "paused" : LABELS[s.status];
