import Link from "next/link";

import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { AUDIT_ACTIONS } from "@/lib/audit/actions";
import type { AuditFilterField } from "@/lib/audit/filters";

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm aria-invalid:border-destructive";

/**
 * The log's filters: a plain GET form (no script needed; the address keeps the filter, so it can
 * be bookmarked or shared), with the values as read and a message beside any it refused.
 */
export function AuditFilters({
  values,
  errors,
}: {
  values: Record<string, string>;
  errors: Partial<Record<AuditFilterField, string>>;
}) {
  return (
    <form
      method="get"
      action="/admin/audit"
      role="search"
      aria-label="Filter the audit log"
      className="grid gap-4 rounded-lg border bg-background p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-start"
    >
      <FormField id="actor" label="Actor" hint="Part of an e-mail address" error={errors.actor}>
        {(aria) => (
          <Input
            {...aria}
            name="actor"
            type="search"
            defaultValue={values.actor ?? ""}
            autoComplete="off"
            spellCheck={false}
            maxLength={254}
          />
        )}
      </FormField>
      <FormField id="action" label="Action" error={errors.action}>
        {(aria) => (
          <select
            {...aria}
            name="action"
            defaultValue={values.action ?? ""}
            className={selectClass}
          >
            <option value="">Any action</option>
            {Object.entries(AUDIT_ACTIONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="from" label="From (UTC)" error={errors.from}>
        {(aria) => <Input {...aria} name="from" type="date" defaultValue={values.from ?? ""} />}
      </FormField>
      <FormField id="to" label="To (UTC)" error={errors.to}>
        {(aria) => <Input {...aria} name="to" type="date" defaultValue={values.to ?? ""} />}
      </FormField>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-1 lg:mt-6">
        <Button type="submit">Filter</Button>
        <Button asChild variant="ghost">
          <Link href="/admin/audit">Clear</Link>
        </Button>
      </div>
    </form>
  );
}
