"use client";

import { useActionState, type ReactNode } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { idleState, type ActionState } from "@/lib/action-state";
import {
  addLeadNote,
  assignLeadOwner,
  saveLeadFollowUp,
  saveLeadValue,
} from "@/lib/leads/pipeline-actions";
import { Outcome, selectClass } from "./stage-forms";

type Action = (prev: ActionState, form: FormData) => Promise<ActionState>;

/** One labelled field, its button and its outcome: a plain POST before hydration. */
function FieldForm({
  action,
  leadId,
  label,
  field,
  button,
  current,
  children,
}: {
  action: Action;
  /** The saved value: the form starts afresh when it changes (a select's reset would not). */
  current: string;
  leadId: string;
  label: string;
  field: string;
  button: string;
  children: (props: { id: string; name: string; disabled: boolean; invalid: boolean }) => ReactNode;
}) {
  const [state, formAction, pending] = useActionState(action, idleState);
  const id = `lead-${field}`;
  return (
    <form key={current} action={formAction} className="grid gap-2" aria-label={label}>
      <input type="hidden" name="id" value={leadId} />
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-wrap items-start gap-2">
        {children({ id, name: field, disabled: pending, invalid: Boolean(state.fieldErrors) })}
        <Button type="submit" variant="outline" disabled={pending}>
          {pending ? "Saving…" : button}
        </Button>
      </div>
      <Outcome state={state} />
    </form>
  );
}

export function OwnerForm({
  leadId,
  ownerId,
  owners,
}: {
  leadId: string;
  ownerId: string | null;
  owners: { id: string; name: string }[];
}) {
  return (
    <FieldForm
      action={assignLeadOwner as Action}
      leadId={leadId}
      label="Owner"
      field="ownerId"
      button="Assign"
      current={ownerId ?? ""}
    >
      {({ id, name, disabled }) => (
        <select
          id={id}
          name={name}
          defaultValue={ownerId ?? ""}
          disabled={disabled}
          className={selectClass}
        >
          <option value="">Nobody</option>
          {owners.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      )}
    </FieldForm>
  );
}

export function ValueForm({ leadId, value }: { leadId: string; value: number | null }) {
  return (
    <FieldForm
      action={saveLeadValue as Action}
      leadId={leadId}
      label="Value estimate (whole units; empty clears it)"
      field="value"
      button="Save value"
      current={String(value ?? "")}
    >
      {({ invalid, ...props }) => (
        <Input
          {...props}
          type="number"
          min={0}
          max={1_000_000_000}
          step={1}
          inputMode="numeric"
          defaultValue={value ?? ""}
          aria-invalid={invalid}
          className="w-40"
        />
      )}
    </FieldForm>
  );
}

export function FollowUpForm({ leadId, day }: { leadId: string; day: string | null }) {
  return (
    <FieldForm
      action={saveLeadFollowUp as Action}
      leadId={leadId}
      label="Next follow-up (empty clears it)"
      field="followUpOn"
      button="Save follow-up"
      current={day ?? ""}
    >
      {({ invalid, ...props }) => (
        <Input
          {...props}
          type="date"
          defaultValue={day ?? ""}
          aria-invalid={invalid}
          className="w-44"
        />
      )}
    </FieldForm>
  );
}

export function NoteForm({ leadId }: { leadId: string }) {
  return (
    <FieldForm
      action={addLeadNote as Action}
      leadId={leadId}
      label="Note"
      field="body"
      button="Add note"
      current=""
    >
      {({ invalid, ...props }) => (
        <Textarea
          {...props}
          rows={3}
          maxLength={5000}
          required
          aria-invalid={invalid}
          className="min-w-0 flex-1 basis-64"
        />
      )}
    </FieldForm>
  );
}
