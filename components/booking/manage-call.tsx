"use client";

import { useActionState } from "react";

import { Button } from "@/components/ui/button";
import { idleState } from "@/lib/action-state";
import { cancelBooking, rescheduleBooking, type ManageState } from "@/lib/booking/manage-actions";
import type { ManagedCall } from "@/lib/booking/manage";
import { SlotPicker, type SlotTimes } from "./slot-picker";

/**
 * The manage page's two forms, `<form action>` server actions that work before hydration: move
 * the call to another free slot (the invite keeps its UID) or cancel it (the slot is free again).
 */
export function ManageCall({
  token,
  call,
  slots,
}: {
  token: string;
  call: ManagedCall;
  slots: readonly SlotTimes[];
}) {
  const permalink = `/book-service/manage/${token}`;
  const [moved, move, moving] = useActionState<ManageState, FormData>(
    rescheduleBooking,
    idleState,
    permalink,
  );
  const [cancelled, cancel, cancelling] = useActionState<ManageState, FormData>(
    cancelBooking,
    idleState,
    permalink,
  );
  const done = [moved, cancelled].find((s) => s.status === "success");
  const failed = [moved, cancelled].find((s) => s.status === "error" && !s.fieldErrors);

  if (done) {
    return (
      <p role="status" className="rounded-lg border bg-muted/40 p-4">
        {done.message}
      </p>
    );
  }
  return (
    <div className="grid gap-8">
      <dl className="grid gap-2 rounded-lg border bg-muted/40 p-4 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="font-medium">Your call</dt>
        <dd>{call.when}</dd>
        <dt className="font-medium">Status</dt>
        <dd>{call.status === "cancelled" ? "Cancelled" : call.past ? "Past" : "Booked"}</dd>
      </dl>
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          {failed.message}
        </p>
      )}
      {call.status === "booked" && !call.past && (
        <>
          <form action={move} aria-label="Move my call" className="grid gap-4">
            <input type="hidden" name="token" value={token} />
            <SlotPicker
              id="move-slot"
              initial={slots}
              optional={false}
              error={moved.fieldErrors?.slot}
            />
            <div>
              <Button type="submit" disabled={moving}>
                Move my call
              </Button>
            </div>
          </form>
          <form action={cancel} aria-label="Cancel my call">
            <input type="hidden" name="token" value={token} />
            <Button type="submit" variant="outline" disabled={cancelling}>
              Cancel my call
            </Button>
          </form>
        </>
      )}
    </div>
  );
}
