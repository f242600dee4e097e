"use client";

import { useActionState, useRef, type ReactNode } from "react";

import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { Button } from "@/components/ui/button";
import { idleState, type ActionState } from "@/lib/action-state";
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from "@/lib/auth/permissions";
import {
  changeStaffRole,
  disableStaffMember,
  enableStaffMember,
  resendStaffInvitation,
} from "@/lib/staff/actions";

type Action = (prev: ActionState, form: FormData) => Promise<ActionState>;

/** What the row's last action said, announced where it was done. */
function Outcome({ state }: { state: ActionState }) {
  return (
    <p
      role="status"
      className={`text-xs ${state.status === "error" ? "text-destructive" : "text-muted-foreground"}`}
    >
      {state.status !== "idle" && state.message}
    </p>
  );
}

/** A native select and a button: keyboard friendly, and a plain POST before hydration. */
export function RoleForm({ id, email, role }: { id: string; email: string; role: StaffRole }) {
  const [state, action, pending] = useActionState(changeStaffRole as Action, idleState);
  return (
    <form action={action} className="grid gap-1">
      <input type="hidden" name="id" value={id} />
      <div className="flex flex-wrap items-center gap-2">
        <select
          name="role"
          aria-label={`Role of ${email}`}
          defaultValue={role}
          disabled={pending}
          className="h-9 rounded-md border border-input bg-background px-2 text-sm"
        >
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
        <Button type="submit" size="sm" variant="outline" disabled={pending}>
          {pending ? "Saving…" : "Change role"}
          <span className="sr-only"> of {email}</span>
        </Button>
      </div>
      <Outcome state={state} />
    </form>
  );
}

/** One button posting the account's id; `confirm` asks first (the dialog needs the script). */
function IdButton({
  id,
  action,
  label,
  busy,
  confirm,
}: {
  id: string;
  action: Action;
  label: ReactNode;
  busy: string;
  confirm?: { title: string; description: string; confirmLabel: string };
}) {
  const [state, formAction, pending] = useActionState(action, idleState);
  const form = useRef<HTMLFormElement>(null);
  const button = (
    <Button type={confirm ? "button" : "submit"} size="sm" variant="ghost" disabled={pending}>
      {pending ? busy : label}
    </Button>
  );
  return (
    <form ref={form} action={formAction} className="grid gap-1">
      <input type="hidden" name="id" value={id} />
      {confirm ? (
        <ConfirmDialog
          {...confirm}
          trigger={button}
          onConfirm={() => form.current?.requestSubmit()}
        />
      ) : (
        button
      )}
      <Outcome state={state} />
    </form>
  );
}

export function StatusActions({
  id,
  email,
  status,
}: {
  id: string;
  email: string;
  status: "invited" | "active" | "disabled";
}) {
  const who = <span className="sr-only"> {email}</span>;
  return (
    <div className="flex flex-wrap gap-1">
      {status === "invited" && (
        <IdButton
          id={id}
          action={resendStaffInvitation as Action}
          label={<>Resend invitation{who}</>}
          busy="Sending…"
        />
      )}
      {status === "disabled" ? (
        <IdButton
          id={id}
          action={enableStaffMember as Action}
          label={<>Enable{who}</>}
          busy="Enabling…"
        />
      ) : (
        <IdButton
          id={id}
          action={disableStaffMember as Action}
          label={<>Disable{who}</>}
          busy="Disabling…"
          confirm={{
            title: `Disable ${email}?`,
            description:
              "They are signed out everywhere at once and cannot sign in until an owner enables the account again.",
            confirmLabel: "Disable account",
          }}
        />
      )}
    </div>
  );
}
