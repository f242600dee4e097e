import { Badge } from "@/components/ui/badge";
import { ROLE_LABELS } from "@/lib/auth/permissions";
import type { StaffAccount } from "@/lib/staff/accounts";
import { RoleForm, StatusActions } from "./staff-row-actions";

const STATUS_LABELS = { invited: "Invited", active: "Active", disabled: "Disabled" } as const;
const dateTime = (d: Date) =>
  d.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/**
 * Every staff account with what an owner can change. On a narrow screen the table scrolls inside
 * its own focusable region, so the page itself never scrolls sideways.
 */
export function StaffTable({ accounts, me }: { accounts: StaffAccount[]; me: string }) {
  return (
    <div
      role="region"
      aria-labelledby="staff-list"
      tabIndex={0}
      className="overflow-x-auto rounded-lg border bg-background"
    >
      <table className="w-full min-w-[56rem] text-left text-sm">
        <thead className="border-b bg-muted/40 text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="p-3">
              Name and e-mail
            </th>
            <th scope="col" className="p-3">
              Status
            </th>
            <th scope="col" className="p-3">
              Two-factor
            </th>
            <th scope="col" className="p-3">
              Last sign-in (UTC)
            </th>
            <th scope="col" className="p-3">
              Role
            </th>
            <th scope="col" className="p-3">
              Account
            </th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((a) => (
            <tr key={a.id} className="border-b align-top last:border-0">
              <th scope="row" className="p-3 font-normal">
                <span className="block font-medium">{a.name || "—"}</span>
                <span className="block break-all text-muted-foreground">{a.email}</span>
                {a.id === me && <span className="text-xs text-muted-foreground">(you)</span>}
              </th>
              <td className="p-3">
                <Badge
                  variant={
                    a.status === "disabled"
                      ? "destructive"
                      : a.status === "invited"
                        ? "outline"
                        : "secondary"
                  }
                >
                  {STATUS_LABELS[a.status]}
                </Badge>
              </td>
              <td className="p-3">{a.twoFactor ? "On" : "Off"}</td>
              <td className="p-3">
                {a.lastSignInAt ? (
                  <time dateTime={a.lastSignInAt.toISOString()}>{dateTime(a.lastSignInAt)}</time>
                ) : (
                  "Never"
                )}
              </td>
              <td className="p-3">
                {a.bootstrap ? (
                  <span title="The first owner (ADMIN_EMAIL) is always an owner">
                    {ROLE_LABELS.owner} (first owner)
                  </span>
                ) : (
                  <RoleForm id={a.id} email={a.email} role={a.role} />
                )}
              </td>
              <td className="p-3">
                {a.bootstrap || a.id === me ? (
                  <span className="text-muted-foreground">—</span>
                ) : (
                  <StatusActions id={a.id} email={a.email} status={a.status} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
