import { QuoteIcon } from "lucide-react";
import Link from "next/link";

import { Section } from "@/components/layout/section";
import { SplitSection } from "@/components/layout/split-section";
import { Portrait } from "@/components/team/portrait";
import { NOT_CACHED } from "@/lib/cache/not-cached.mjs";
import { isBuildPhase } from "@/lib/env";
import { logEvent } from "@/lib/log/logger";
import { getHomeTestimonials, getServiceTestimonials } from "@/lib/testimonials/queries";
import type { PublicTestimonial } from "@/lib/testimonials/repository";
import { tileQuote } from "@/components/home/proof-quote-tile";
import { HomeQuotes } from "./home-quotes";
import { PullQuote } from "./pull-quote";

/**
 * Testimonials from the database, rendered on the server from the cached, tagged reads (no
 * carousel script; nothing moves unless the visitor scrolls). No Review markup: see docs/seo.md.
 * Nothing when there are none; when the database cannot say, the page goes out without them but
 * marked so the page cache does not keep it (as components/work/selected-work.tsx).
 */
async function read(what: string, load: () => Promise<PublicTestimonial[]>) {
  if (isBuildPhase) return [];
  try {
    return await load();
  } catch (error) {
    logEvent("error", `${what} failed`, { error: String(error).split("\n")[0] });
    return null;
  }
}

function TestimonialCard({
  item,
  linkStudy = true,
}: {
  item: PublicTestimonial;
  /** Off on the linked case study's own page. */
  linkStudy?: boolean;
}) {
  const about = [item.personRole, item.company].filter(Boolean).join(", ");
  return (
    <figure className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
      <QuoteIcon className="size-6 text-primary" aria-hidden />
      <blockquote className="mt-3 flex-1 leading-relaxed text-pretty">“{item.quote}”</blockquote>
      <figcaption className="mt-4 flex items-center gap-3 text-sm">
        <Portrait name={item.personName} photo={item.portrait} px={48} className="size-12" />
        <span>
          <span className="block font-semibold">{item.personName}</span>
          {about ? <span className="block text-muted-foreground">{about}</span> : null}
          {linkStudy && item.caseStudy ? (
            <Link href={`/work/${item.caseStudy.slug}`} className="text-primary underline">
              Read the case study<span className="sr-only">: {item.caseStudy.title}</span>
            </Link>
          ) : null}
        </span>
      </figcaption>
    </figure>
  );
}

const Missing = () => <div {...NOT_CACHED} hidden />;

/** The home page's "What Our Clients Say": the published ones marked for the home page. */
export async function HomeTestimonials() {
  const items = await read("home testimonials", getHomeTestimonials);
  if (!items) return <Missing />;
  if (!items.length) return null;
  return (
    // `#clients`: the proof's quote links here with how many are quoted.
    <Section
      id="clients"
      title="What Our Clients Say"
      intro="In their words, after launch."
      align="start"
      dense
    >
      <HomeQuotes items={items} inTile={tileQuote(items)} />
    </Section>
  );
}

/** A service page's testimonials (those staff tagged with this service), as its proof: set large. */
export async function ServiceTestimonials({ serviceId }: { serviceId: string }) {
  const items = await read("service testimonials", () => getServiceTestimonials(serviceId));
  if (!items) return <Missing />;
  if (!items.length) return null;
  return (
    <SplitSection title="What clients say" intro="In their words, after launch." muted>
      <ul aria-label="Client testimonials" className="grid gap-12">
        {items.map((item) => (
          <li key={item.id}>
            <PullQuote item={item} />
          </li>
        ))}
      </ul>
    </SplitSection>
  );
}

/** A case study's linked testimonials, read by its cached view (app/(site)/work/[slug]). */
export function CaseStudyTestimonials({ items }: { items: readonly PublicTestimonial[] }) {
  if (!items.length) return null;
  return (
    <ul aria-label="Client testimonials" className="mt-12 grid gap-6">
      {items.map((item) => (
        <li key={item.id} className="flex *:w-full">
          <TestimonialCard item={item} linkStudy={false} />
        </li>
      ))}
    </ul>
  );
}
