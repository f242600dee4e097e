import { CircleAlertIcon, CircleCheckIcon, CircleXIcon } from "lucide-react";

import type { SeoCheckStatus, SeoReport as Report } from "@/lib/seo/analyze-html";

const statusStyle = {
  pass: { Icon: CircleCheckIcon, label: "Pass", className: "text-success" },
  warning: { Icon: CircleAlertIcon, label: "Warning", className: "text-warning" },
  fail: { Icon: CircleXIcon, label: "Fail", className: "text-destructive" },
} as const satisfies Record<SeoCheckStatus, unknown>;

export function StatusLabel({ status }: { status: SeoCheckStatus }) {
  const { Icon, label, className } = statusStyle[status];
  return (
    <span className={`inline-flex items-center gap-1 font-medium ${className}`}>
      <Icon aria-hidden className="size-4" />
      {label}
    </span>
  );
}

/** The three counts and every check with its recommendation (spec §2 /admin/seo). */
export function SeoReport({
  report,
  url,
  loadMs,
}: {
  report: Report;
  url: string;
  loadMs: number;
}) {
  const { passed, warnings, failed } = report.counts;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {url} · fetched in {loadMs} ms
      </p>
      <dl className="grid grid-cols-3 gap-3 text-center">
        {(
          [
            ["Passed", passed, "text-success"],
            ["Warnings", warnings, "text-warning"],
            ["Failed", failed, "text-destructive"],
          ] as const
        ).map(([label, value, color]) => (
          <div key={label} className="rounded-lg border p-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className={`text-2xl font-bold ${color}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <ul className="grid gap-3">
        {report.checks.map((check) => (
          <li key={check.name} className="rounded-lg border p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold">{check.name}</h3>
              <StatusLabel status={check.status} />
            </div>
            <p className="mt-1 text-sm">{check.message}</p>
            {check.recommendation && (
              <p className="mt-1 text-sm text-muted-foreground">
                <span className="font-medium text-foreground">Recommendation: </span>
                {check.recommendation}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
