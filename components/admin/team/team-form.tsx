"use client";

import Link from "next/link";
import { useActionState, useEffect, useRef } from "react";

import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { idleState } from "@/lib/action-state";
import type { TeamActionState } from "@/lib/team/actions";
import { TEAM_LIMITS, type TeamFormField, type TeamFormValues } from "@/lib/team/form-schema";

const selectClass = "h-9 w-full rounded-md border bg-background px-3 text-sm disabled:opacity-50";

/**
 * Create and edit share this form. A plain `<form action>` posting to the staff action, so it
 * works before hydration; once hydrated React keeps the page and shows the answer in place. The
 * action validates with the one schema (lib/team/form-schema.ts) and sends back one message per
 * field with the values typed; the first field in error gets the focus.
 */
export function TeamForm({
  action,
  defaultValues,
  portraits,
  editing,
}: {
  /** saveTeamMember bound to the member's id ("" when creating). */
  action: (previous: TeamActionState, form: FormData) => Promise<TeamActionState>;
  defaultValues: TeamFormValues;
  portraits: readonly { id: string; label: string }[];
  editing: boolean;
}) {
  const [state, formAction, pending] = useActionState(action, idleState as TeamActionState);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = state.fieldErrors ?? {};
  const value = (name: TeamFormField) => state.values?.[name] ?? defaultValues[name];

  useEffect(() => {
    const first = Object.keys(state.fieldErrors ?? {})[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [state]);

  return (
    <form ref={formRef} action={formAction} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="name" label="Name" error={errors.name}>
          {(aria) => (
            <Input
              {...aria}
              name="name"
              defaultValue={value("name")}
              maxLength={TEAM_LIMITS.name}
              autoComplete="off"
              required
            />
          )}
        </FormField>
        <FormField id="role" label="Role" error={errors.role}>
          {(aria) => (
            <Input
              {...aria}
              name="role"
              defaultValue={value("role")}
              maxLength={TEAM_LIMITS.role}
              autoComplete="off"
              required
            />
          )}
        </FormField>
      </div>
      <FormField
        id="bio"
        label="Bio (optional)"
        hint={`Plain text, up to ${TEAM_LIMITS.bio.toLocaleString("en-US")} characters.`}
        error={errors.bio}
      >
        {(aria) => (
          <Textarea
            {...aria}
            name="bio"
            defaultValue={value("bio")}
            maxLength={TEAM_LIMITS.bio}
            rows={5}
          />
        )}
      </FormField>
      <FormField
        id="portraitMediaId"
        label="Portrait"
        hint="An image from the media library (upload new ones in Media), or an avatar drawn from the name."
        error={errors.portraitMediaId}
      >
        {(aria) => (
          <select
            {...aria}
            name="portraitMediaId"
            defaultValue={value("portraitMediaId")}
            className={selectClass}
          >
            <option value="">Generated avatar</option>
            {portraits.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="status" label="Status" error={errors.status}>
          {(aria) => (
            <select {...aria} name="status" defaultValue={value("status")} className={selectClass}>
              <option value="draft">Draft: only staff see it</option>
              <option value="published">Published on /about-us</option>
            </select>
          )}
        </FormField>
        <FormField
          id="sortOrder"
          label="Sort order"
          hint="Lower numbers come first; equal numbers go by name."
          error={errors.sortOrder}
        >
          {(aria) => (
            <Input
              {...aria}
              name="sortOrder"
              type="number"
              step={1}
              min={-9999}
              max={9999}
              inputMode="numeric"
              defaultValue={value("sortOrder")}
            />
          )}
        </FormField>
      </div>
      {state.status === "error" && state.message ? (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          {state.message}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending} aria-disabled={pending}>
          {pending ? "Saving…" : editing ? "Save team member" : "Create team member"}
        </Button>
        <Button asChild variant="ghost">
          <Link href="/admin/team">Cancel</Link>
        </Button>
      </div>
    </form>
  );
}
