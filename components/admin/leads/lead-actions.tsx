"use client";

import { RotateCwIcon, SendIcon } from "lucide-react";
import { useTransition } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import type { ActionState } from "@/lib/action-state";
import { deliverOutboxNow, retryLeadMail, updateLeadStatus } from "@/lib/leads/admin-actions";

const STATUSES = ["new", "contacted", "won", "lost"] as const;

function report(result: ActionState) {
  if (result.status === "success") toast.success(result.message);
  else toast.error(result.message ?? "Something went wrong.");
}

/** A native select: keyboard and screen-reader friendly, and it saves on change. */
export function LeadStatusSelect({
  id,
  status,
  name,
}: {
  id: string;
  status: string;
  name: string;
}) {
  const [pending, start] = useTransition();
  return (
    <select
      aria-label={`Status of ${name}'s lead`}
      defaultValue={status}
      disabled={pending}
      onChange={(event) => {
        const next = event.currentTarget.value;
        start(async () => report(await updateLeadStatus(id, next)));
      }}
      className="h-9 rounded-md border border-input bg-background px-2 text-sm"
    >
      {STATUSES.map((s) => (
        <option key={s} value={s}>
          {s}
        </option>
      ))}
    </select>
  );
}

export function RetryMailButton({ id, label }: { id: string; label: string }) {
  const [pending, start] = useTransition();
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={pending}
      aria-label={`Retry ${label}`}
      onClick={() => start(async () => report(await retryLeadMail(id)))}
    >
      <RotateCwIcon aria-hidden className={pending ? "animate-spin" : undefined} />
      {pending ? "Retrying..." : "Retry"}
    </Button>
  );
}

export function DeliverNowButton() {
  const [pending, start] = useTransition();
  return (
    <Button
      type="button"
      variant="outline"
      disabled={pending}
      onClick={() => start(async () => report(await deliverOutboxNow()))}
    >
      <SendIcon aria-hidden />
      {pending ? "Delivering..." : "Deliver pending mail now"}
    </Button>
  );
}
