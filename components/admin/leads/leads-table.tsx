import Link from "next/link";

import { Badge } from "@/components/ui/badge";
import { services } from "@/content/services";
import { STAGE_LABELS } from "@/lib/leads/pipeline-schema";
import type { LeadMail, PipelineLead } from "@/lib/leads/types";
import { RetryMailButton } from "./lead-actions";
import { PipelineFacts } from "./pipeline-facts";

const mailLabel: Record<string, string> = {
  "booking-notification": "notification",
  "booking-confirmation": "confirmation",
  "contact-notification": "notification",
  "contact-auto-reply": "auto-reply",
  "application-notification": "notification",
  "application-auto-reply": "auto-reply",
};
const kindLabel: Record<string, string> = { application: "job application" };
// "logged" alone reads like a delivery: in log-only mode a mail is printed, never sent.
const statusLabel: Record<string, string> = { logged: "logged (log-only mode, not sent)" };
export const dateTime = (d: Date) =>
  d.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

function MailState({ mail }: { mail: LeadMail }) {
  const label = `${mailLabel[mail.kind] ?? mail.kind} to ${mail.to}`;
  const variant =
    mail.status === "failed"
      ? "destructive"
      : mail.status === "sent" || mail.status === "logged"
        ? "secondary"
        : "outline";
  return (
    <li className="flex flex-wrap items-center gap-2">
      <Badge variant={variant}>{statusLabel[mail.status] ?? mail.status}</Badge>
      <span className="text-xs text-muted-foreground">
        {label}
        {mail.attempts > 1 && ` · ${mail.attempts} attempts`}
      </span>
      {(mail.status === "failed" || mail.status === "pending") && (
        <RetryMailButton id={mail.id} label={label} />
      )}
      {mail.lastError && mail.status !== "sent" && (
        <span className="w-full text-xs text-destructive">{mail.lastError}</span>
      )}
    </li>
  );
}

/** The list view: one card per lead (readable on a phone), in the filters' order. */
export function LeadsTable({ leads, label }: { leads: PipelineLead[]; label: string }) {
  return (
    <ul className="grid gap-4" aria-label={label}>
      {leads.map((lead) => (
        <li key={lead.id} className="grid gap-3 rounded-lg border bg-background p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={lead.kind === "contact" ? "secondary" : "default"}>
                {kindLabel[lead.kind] ?? lead.kind}
              </Badge>
              <h2 className="font-semibold">
                <Link href={`/admin/leads/${lead.id}`} className="text-primary hover:underline">
                  {lead.name}
                </Link>
              </h2>
              <time
                className="text-xs text-muted-foreground"
                dateTime={lead.createdAt.toISOString()}
              >
                {dateTime(lead.createdAt)} UTC
              </time>
            </div>
            <Badge variant={lead.status === "lost" ? "destructive" : "outline"}>
              {STAGE_LABELS[lead.status]}
            </Badge>
          </div>
          <LeadFields lead={lead} />
          {lead.mails.length > 0 && (
            <ul className="grid gap-1" aria-label="Mail delivery">
              {lead.mails.map((m) => (
                <MailState key={m.id} mail={m} />
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/** What the person sent, and the pipeline's facts about it. */
export function LeadFields({ lead }: { lead: PipelineLead }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <PipelineFacts lead={lead} />
      {lead.appliedFor && (
        <>
          <dt className="text-muted-foreground">Applied for</dt>
          <dd className="font-medium">{lead.appliedFor}</dd>
        </>
      )}
      <dt className="text-muted-foreground">Email</dt>
      <dd className="break-all">
        <a href={`mailto:${lead.email}`} className="text-primary hover:underline">
          {lead.email}
        </a>
      </dd>
      <dt className="text-muted-foreground">Phone</dt>
      <dd>
        {lead.phone ? (
          <a href={`tel:${lead.phone.replace(/[^+\d]/g, "")}`} className="hover:underline">
            {lead.phone}
          </a>
        ) : (
          "Not given"
        )}
      </dd>
      {lead.service && (
        <>
          <dt className="text-muted-foreground">Service</dt>
          <dd>{services.find((s) => s.id === lead.service)?.title ?? lead.service}</dd>
        </>
      )}
      {lead.customization && (
        <>
          <dt className="text-muted-foreground">Customization</dt>
          <dd className="whitespace-pre-wrap">{lead.customization}</dd>
        </>
      )}
      <dt className="text-muted-foreground">Message</dt>
      <dd className="break-words whitespace-pre-wrap">{lead.message}</dd>
    </dl>
  );
}
