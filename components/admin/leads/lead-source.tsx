import Link from "next/link";

import { heardAboutLabel } from "@/lib/leads/heard-about";
import type { PipelineLead } from "@/lib/leads/types";

type Source = Pick<
  PipelineLead,
  | "sourcePage"
  | "landingPage"
  | "referrerHost"
  | "utmSource"
  | "utmMedium"
  | "utmCampaign"
  | "utmTerm"
  | "utmContent"
  | "refParam"
  | "heardAbout"
>;

const LABELS: [keyof Source, string][] = [
  ["sourcePage", "Sent from"],
  ["landingPage", "Landing page"],
  ["referrerHost", "Referrer"],
  ["utmSource", "Source"],
  ["utmMedium", "Medium"],
  ["utmCampaign", "Campaign"],
  ["utmTerm", "Term"],
  ["utmContent", "Content"],
  ["refParam", "Ref"],
  ["heardAbout", "Heard about us"],
];

/**
 * Where the lead came from, as its form carried it (lib/analytics/attribution.ts): shown as text
 * (every value is the visitor's browser's), the campaign linked to the leads of the same campaign.
 */
export function LeadSource({ lead }: { lead: Source }) {
  const known = LABELS.filter(([key]) => lead[key]);
  return (
    <section aria-labelledby="lead-source" className="rounded-lg border bg-background p-4">
      <h2 id="lead-source" className="mb-3 text-xl font-semibold">
        Source
      </h2>
      {known.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Not recorded: the form was sent without JavaScript, or before the site recorded sources.
        </p>
      ) : (
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {known.map(([key, label]) => (
            <div key={key} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-all">{value(key, lead[key]!)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function value(key: keyof Source, text: string) {
  if (key === "heardAbout") return heardAboutLabel(text);
  if (key === "utmCampaign") {
    return (
      <Link
        href={`/admin/leads?${new URLSearchParams({ campaign: text })}`}
        className="text-primary hover:underline"
        aria-label={`${text}: all leads of this campaign`}
      >
        {text}
      </Link>
    );
  }
  return text;
}
