"use client";

import { RotateCwIcon, SendIcon } from "lucide-react";
import { useTransition } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import type { ActionState } from "@/lib/action-state";
import { deliverOutboxNow, retryLeadMail } from "@/lib/leads/admin-actions";

function report(result: ActionState) {
  if (result.status === "success") toast.success(result.message);
  else toast.error(result.message ?? "Something went wrong.");
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
