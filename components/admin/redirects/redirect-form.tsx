"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useActionState, useEffect, useMemo, useState } from "react";

import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { fieldErrorsOf } from "@/lib/action-state";
import { saveRedirect, type RedirectActionState } from "@/lib/redirects/actions";
import {
  redirectFormSchema,
  type RedirectFormField,
  type RedirectFormValues,
} from "@/lib/redirects/redirect-form-schema";

const FAILURE = "Failed to save redirect";

/**
 * Add (empty `id`) or edit a manual redirect. A plain POST form whose action is the server action,
 * so it works before hydration; once hydrated, the shared schema checks the fields first (the
 * allowed hosts come from the server, so the browser says what the action will), the action again.
 */
export function RedirectForm({
  defaultValues,
  allowedHosts,
  siteOrigin,
}: {
  defaultValues: RedirectFormValues;
  allowedHosts: string[];
  /** The site's own origin: a target on it is kept as its path. */
  siteOrigin: string;
}) {
  const router = useRouter();
  const [state, action, pending] = useActionState<RedirectActionState, FormData>(saveRedirect, {
    status: "idle",
  });
  const [checked, setChecked] = useState<Partial<Record<RedirectFormField, string>>>({});
  const schema = useMemo(
    () => redirectFormSchema(allowedHosts, siteOrigin),
    [allowedHosts, siteOrigin],
  );
  const editing = defaultValues.id !== "";
  // An edit saved goes back to the list; a new one leaves the form empty for the next.
  useEffect(() => {
    if (state.status !== "success") return;
    if (editing) router.push("/admin/redirects");
    router.refresh();
  }, [state, editing, router]);

  const errors = { ...state.fieldErrors, ...checked };
  // React empties a form after its action: a refused one is refilled from what the action kept.
  const values = state.status === "success" ? defaultValues : { ...defaultValues, ...state.values };
  const aria = (name: RedirectFormField) => ({ name, disabled: pending });
  return (
    <form
      // A new key after each answer, so the refilled defaults are the ones shown.
      key={JSON.stringify(state)}
      action={action}
      noValidate
      onSubmit={(event) => {
        const parsed = schema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
        setChecked(parsed.success ? {} : fieldErrorsOf<RedirectFormField>(parsed.error));
        if (!parsed.success) event.preventDefault();
      }}
      className="grid gap-4 rounded-lg border bg-background p-4"
    >
      <input type="hidden" name="id" value={defaultValues.id} />
      <div className="grid gap-4 md:grid-cols-2">
        <FormField
          id="fromPath"
          label="Old address"
          error={errors.fromPath}
          hint="A path on this site, e.g. /old-page"
        >
          {(a) => (
            <Input
              {...a}
              {...aria("fromPath")}
              defaultValue={values.fromPath}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </FormField>
        <FormField
          id="to"
          label="New address"
          error={errors.to}
          hint={`A path on this site (/new-page), or https:// on ${allowedHosts.join(", ")}`}
        >
          {(a) => (
            <Input
              {...a}
              {...aria("to")}
              defaultValue={values.to}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </FormField>
      </div>
      <FormField id="status" label="Status" error={errors.status}>
        {(a) => (
          <select
            {...a}
            {...aria("status")}
            defaultValue={values.status}
            className="h-9 w-full max-w-xs rounded-md border bg-background px-3 text-sm"
          >
            <option value="301">301 Moved permanently</option>
            <option value="308">308 Permanent redirect (keeps the method)</option>
          </select>
        )}
      </FormField>
      <p role="status" aria-live="polite" className="text-sm">
        {state.status === "success" && state.message}
        {state.status === "error" && !state.fieldErrors && (state.message || FAILURE)}
      </p>
      <div className="flex gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : editing ? "Save redirect" : "Add redirect"}
        </Button>
        {editing && (
          <Button asChild variant="ghost">
            <Link href="/admin/redirects">Cancel</Link>
          </Button>
        )}
      </div>
    </form>
  );
}
