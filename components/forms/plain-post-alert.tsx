import type { ActionState } from "@/lib/action-state";

/** A refused plain post's overall message (the enhanced form toasts it instead). */
export function PlainPostAlert({ state }: { state: ActionState }) {
  if (state.status !== "error" || !state.message) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {state.message}
    </p>
  );
}
