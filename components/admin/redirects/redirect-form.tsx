"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMemo, useState, useTransition } from "react";
import { useForm } from "react-hook-form";

import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { saveRedirect, type RedirectActionState } from "@/lib/redirects/actions";
import {
  redirectFormSchema,
  type RedirectFormField,
  type RedirectFormValues,
} from "@/lib/redirects/redirect-form-schema";

const FAILURE = "Failed to save redirect";

/** Add (empty `id`) or edit a manual redirect; zod checks in the browser, the action again. */
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
  const [pending, startTransition] = useTransition();
  const [outcome, setOutcome] = useState<RedirectActionState>({ status: "idle" });
  const schema = useMemo(
    () => redirectFormSchema(allowedHosts, siteOrigin),
    [allowedHosts, siteOrigin],
  );
  const form = useForm<RedirectFormValues>({
    resolver: standardSchemaResolver(schema),
    defaultValues,
    mode: "onTouched",
  });
  const { errors } = form.formState;
  const editing = defaultValues.id !== "";

  // The raw input is sent: the action normalises it the same way the browser just did.
  const onSubmit = form.handleSubmit(() => {
    const data = new FormData();
    for (const [key, value] of Object.entries(form.getValues())) data.set(key, value ?? "");
    startTransition(async () => {
      let result: RedirectActionState;
      try {
        result = await saveRedirect({ status: "idle" }, data);
      } catch {
        result = { status: "error", message: FAILURE };
      }
      for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
        form.setError(field as RedirectFormField, { message }, { shouldFocus: true });
      }
      setOutcome(result);
      if (result.status === "success") {
        form.reset({ id: "", fromPath: "", to: "", status: "301" });
        if (editing) router.push("/admin/redirects");
        router.refresh();
      }
    });
  });

  const busy = pending || form.formState.isSubmitting;
  const field = (name: RedirectFormField) => ({ ...form.register(name), disabled: busy });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 rounded-lg border bg-background p-4">
      <input type="hidden" {...form.register("id")} />
      <div className="grid gap-4 md:grid-cols-2">
        <FormField
          id="fromPath"
          label="Old address"
          error={errors.fromPath?.message}
          hint="A path on this site, e.g. /old-page"
        >
          {(aria) => (
            <Input {...aria} {...field("fromPath")} autoComplete="off" spellCheck={false} />
          )}
        </FormField>
        <FormField
          id="to"
          label="New address"
          error={errors.to?.message}
          hint={`A path on this site (/new-page), or https:// on ${allowedHosts.join(", ")}`}
        >
          {(aria) => <Input {...aria} {...field("to")} autoComplete="off" spellCheck={false} />}
        </FormField>
      </div>
      <FormField id="status" label="Status" error={errors.status?.message}>
        {(aria) => (
          <select
            {...aria}
            {...field("status")}
            className="h-9 w-full max-w-xs rounded-md border bg-background px-3 text-sm"
          >
            <option value="301">301 Moved permanently</option>
            <option value="308">308 Permanent redirect (keeps the method)</option>
          </select>
        )}
      </FormField>
      <p role="status" aria-live="polite" className="text-sm">
        {outcome.status === "success" && outcome.message}
        {outcome.status === "error" && !outcome.fieldErrors && (outcome.message || FAILURE)}
      </p>
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : editing ? "Save redirect" : "Add redirect"}
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
