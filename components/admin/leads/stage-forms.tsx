"use client";

import { useActionState } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { idleState, type ActionState } from "@/lib/action-state";
import { moveLeadStage } from "@/lib/leads/pipeline-actions";
import { LEAD_STATUSES, STAGE_LABELS } from "@/lib/leads/pipeline-schema";

type Stage = (typeof LEAD_STATUSES)[number];
type Action = (prev: ActionState, form: FormData) => Promise<ActionState>;
export const selectClass = "h-9 rounded-md border border-input bg-background px-2 text-sm";

/** What the form's last post said, announced where it was sent. */
export function Outcome({ state, id }: { state: ActionState; id?: string }) {
  return (
    <p
      id={id}
      role="status"
      className={`text-sm ${state.status === "error" ? "text-destructive" : "text-muted-foreground"}`}
    >
      {state.status !== "idle" &&
        (state.fieldErrors ? Object.values(state.fieldErrors).join(" ") : state.message)}
    </p>
  );
}

function StageOptions() {
  return LEAD_STATUSES.map((s) => (
    <option key={s} value={s}>
      {STAGE_LABELS[s]}
    </option>
  ));
}

/**
 * A board card's move: a native select and a button (a plain POST before hydration, keyboard
 * throughout). `from` is the stage shown, so a lead moved meanwhile is not moved again. Lost needs
 * a reason: the lead's own page has the field.
 */
export function BoardMoveForm({ id, name, stage }: { id: string; name: string; stage: Stage }) {
  const [state, action, pending] = useActionState(moveLeadStage as Action, idleState);
  return (
    // Keyed by the stage: a select's reset after the post returns to its first default, not the
    // stage the lead is in now, so a moved lead's form starts afresh.
    <form key={stage} action={action} className="grid gap-1">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="from" value={stage} />
      <div className="flex flex-wrap items-center gap-2">
        <select
          name="to"
          aria-label={`Stage of ${name}`}
          defaultValue={stage}
          disabled={pending}
          className={selectClass}
        >
          <StageOptions />
        </select>
        <Button type="submit" size="sm" variant="outline" disabled={pending}>
          {pending ? "Moving…" : "Move"}
          <span className="sr-only"> {name}</span>
        </Button>
      </div>
      <Outcome state={state} />
    </form>
  );
}

/** The lead page's stage form: the stage, a lost reason (required for Lost) and a button. */
export function StageForm({
  id,
  stage,
  lostReason,
}: {
  id: string;
  stage: Stage;
  lostReason: string | null;
}) {
  const [state, action, pending] = useActionState(moveLeadStage as Action, idleState);
  const reasonError = state.fieldErrors?.lostReason;
  return (
    <form key={stage} action={action} className="grid gap-3" aria-label="Stage">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="from" value={stage} />
      <div className="grid gap-2">
        <Label htmlFor="lead-stage">Stage</Label>
        <select
          id="lead-stage"
          name="to"
          defaultValue={stage}
          disabled={pending}
          className={selectClass}
        >
          <StageOptions />
        </select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="lead-lost-reason">Lost reason (needed to mark it lost)</Label>
        <Input
          id="lead-lost-reason"
          name="lostReason"
          defaultValue={lostReason ?? ""}
          maxLength={500}
          aria-invalid={Boolean(reasonError)}
          aria-describedby={reasonError ? "lead-stage-outcome" : undefined}
        />
      </div>
      <Button type="submit" disabled={pending} className="justify-self-start">
        {pending ? "Moving…" : "Move stage"}
      </Button>
      <Outcome state={state} id="lead-stage-outcome" />
    </form>
  );
}
