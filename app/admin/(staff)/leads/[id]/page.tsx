import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import {
  FollowUpForm,
  NoteForm,
  OwnerForm,
  ValueForm,
} from "@/components/admin/leads/detail-forms";
import { LeadSource } from "@/components/admin/leads/lead-source";
import { LeadTimeline } from "@/components/admin/leads/lead-timeline";
import { dateTime, LeadFields } from "@/components/admin/leads/leads-table";
import { SpamActions } from "@/components/admin/leads/spam-actions";
import { StageForm } from "@/components/admin/leads/stage-forms";
import { requireStaff } from "@/lib/auth";
import { STAGE_LABELS } from "@/lib/leads/pipeline-schema";
import { leadDetail } from "@/lib/leads/pipeline-queries";

// The lead's name is personal data: the tab title stays generic.
export const metadata: Metadata = { title: "Lead" };
const kindLabel = {
  booking: "Booking",
  contact: "Contact message",
  application: "Job application",
};

export default async function LeadPage({ params }: PageProps<"/admin/leads/[id]">) {
  const { id } = await params;
  await requireStaff(`/admin/leads/${id}`);
  const found = await leadDetail(id);
  if (!found) notFound();
  const { lead, owners, timeline } = found;
  return (
    <div className="grid gap-6">
      <Link href="/admin/leads" className="text-sm text-primary hover:underline">
        ← All leads
      </Link>
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold break-words">{lead.name}</h1>
        <p className="text-sm text-muted-foreground">
          Received{" "}
          <time dateTime={lead.createdAt.toISOString()}>{dateTime(lead.createdAt)} UTC</time>
        </p>
      </div>
      <section aria-label="Details" className="rounded-lg border bg-background p-4">
        <p className="mb-3 text-sm">
          {kindLabel[lead.kind]} · stage <strong>{STAGE_LABELS[lead.status]}</strong>
        </p>
        <LeadFields lead={{ ...lead, mails: [] }} />
        <p className="mt-3 text-xs text-muted-foreground">
          Privacy notice shown: {lead.privacyNoticeVersion ?? "not recorded (sent before versions)"}
        </p>
      </section>
      <LeadSource lead={lead} />
      {lead.quarantinedAt && (
        <section
          aria-label="Held as spam"
          className="grid gap-2 rounded-lg border border-destructive/40 bg-background p-4 text-sm"
        >
          <p>
            Held as spam ({lead.spamReason}): no mail was sent and it is not in the pipeline. It is
            deleted 30 days after it arrived unless released.
          </p>
          <SpamActions target={{ kind: "lead", id: lead.id }} label={lead.email} />
        </section>
      )}
      {!lead.quarantinedAt && (
        <div className="grid gap-6 lg:grid-cols-2">
          <section
            aria-labelledby="work-on-it"
            className="grid content-start gap-5 rounded-lg border bg-background p-4"
          >
            <h2 id="work-on-it" className="text-xl font-semibold">
              Pipeline
            </h2>
            <StageForm id={lead.id} stage={lead.status} lostReason={lead.lostReason} />
            <OwnerForm leadId={lead.id} ownerId={lead.ownerId} owners={owners} />
            <FollowUpForm leadId={lead.id} day={lead.followUpOn} />
            <ValueForm leadId={lead.id} value={lead.valueEstimate} />
            <NoteForm leadId={lead.id} />
          </section>
          <section aria-labelledby="history" className="grid content-start gap-3">
            <h2 id="history" className="text-xl font-semibold">
              Timeline
            </h2>
            <LeadTimeline entries={timeline} />
          </section>
        </div>
      )}
    </div>
  );
}
