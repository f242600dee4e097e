"use client";

import { useActionState, useState } from "react";

import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { fieldErrorsOf, idleState } from "@/lib/action-state";
import { ROLE_LABELS, STAFF_ROLES } from "@/lib/auth/permissions";
import { inviteStaffMember, type InviteState } from "@/lib/staff/actions";
import { inviteSchema, type InviteField } from "@/lib/staff/schemas";

const ROLE_HINTS = {
  owner: "everything, including staff and settings",
  editor: "all content, media, redirects and SEO; no leads",
  sales: "leads and exports; content read-only",
  author: "their own drafts and uploads; cannot publish",
} as const;

/**
 * Invite a colleague. A plain POST form whose action is the server action, so it works before
 * hydration; once hydrated, the shared schema checks the fields first and the action again.
 */
export function InviteForm() {
  const [state, action, pending] = useActionState<InviteState, FormData>(
    inviteStaffMember,
    idleState,
  );
  const [checked, setChecked] = useState<Partial<Record<InviteField, string>>>({});
  const errors = { ...state.fieldErrors, ...checked };
  // React empties a form after its action: a refused one is refilled from what the action kept.
  const kept = state.values ?? {};
  return (
    <form
      action={action}
      noValidate
      onSubmit={(event) => {
        const parsed = inviteSchema.safeParse(
          Object.fromEntries(new FormData(event.currentTarget)),
        );
        setChecked(parsed.success ? {} : fieldErrorsOf<InviteField>(parsed.error));
        if (!parsed.success) event.preventDefault();
      }}
      className="grid gap-4 rounded-lg border bg-background p-4"
    >
      <div className="grid gap-4 md:grid-cols-3">
        <FormField id="invite-name" label="Name" error={errors.name}>
          {(aria) => (
            <Input
              {...aria}
              name="name"
              defaultValue={kept.name}
              autoComplete="off"
              maxLength={120}
              required
            />
          )}
        </FormField>
        <FormField id="invite-email" label="E-mail" error={errors.email}>
          {(aria) => (
            <Input
              {...aria}
              name="email"
              type="email"
              autoComplete="off"
              maxLength={254}
              required
            />
          )}
        </FormField>
        <FormField id="invite-role" label="Role" error={errors.role}>
          {(aria) => (
            <select
              {...aria}
              name="role"
              defaultValue={kept.role ?? "editor"}
              className="h-9 w-full rounded-md border border-input bg-background px-3 text-sm"
            >
              {STAFF_ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}: {ROLE_HINTS[r]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <p role="status" className={`text-sm ${state.status === "error" ? "text-destructive" : ""}`}>
        {state.status !== "idle" && !state.fieldErrors && state.message}
      </p>
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? "Sending…" : "Send invitation"}
        </Button>
      </div>
    </form>
  );
}
