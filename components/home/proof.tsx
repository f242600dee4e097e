import { Section } from "@/components/layout/section";
import { claims, resultNumbers } from "@/content/company";
import { whyChoose } from "@/content/home";
import { BRAND_NAME } from "@/content/site";
import { NOT_CACHED } from "@/lib/cache/not-cached.mjs";
import { isBuildPhase } from "@/lib/env";
import { logEvent } from "@/lib/log/logger";
import { getHomeTestimonials } from "@/lib/testimonials/queries";
import { getFeaturedWork } from "@/lib/work/queries";
import { QuoteTile, tileQuote } from "./proof-quote-tile";
import { CaseStudyTile, LeadTile, ReasonsTile, StatTile } from "./proof-tiles";

/** A cached read the page can go without: [] at build, null (logged) when the database fails. */
async function optional<T>(what: string, load: () => Promise<T[]>): Promise<T[] | null> {
  if (isBuildPhase) return [];
  try {
    return await load();
  } catch (error) {
    logEvent("error", `${what} failed`, { error: String(error).split("\n")[0] });
    return null;
  }
}

/**
 * The home page's proof, right after the promise, as a bento grid: the headline number and the
 * teams we build for, a client's words with how many are quoted below, the other numbers, the
 * spec's three reasons to choose us (its "Why choose" block, told once, as one tile of three
 * columns) and one case study's result. Tiles of mixed sizes, so the numbers read as a set and
 * the quote as a voice. One of the page's two card grids (the other is "Selected work"). The
 * quote and the study are the same cached reads as the sections below (getFeaturedWork(3) shares
 * their cache entry).
 */
export async function Proof() {
  const [studies, quotes] = await Promise.all([
    optional("proof case study", () => getFeaturedWork(3)),
    optional("proof quote", getHomeTestimonials),
  ]);
  const study = studies?.[0];
  return (
    <Section
      title={`Why Choose ${BRAND_NAME}`}
      intro={`A small senior team, shipping web, mobile and AI products since ${claims.founded}.`}
      muted
      dense
      align="start"
    >
      {studies && quotes ? null : <div {...NOT_CACHED} hidden />}
      <div className="grid grid-cols-6 gap-3 sm:gap-4 lg:auto-rows-[minmax(9rem,auto)]">
        <LeadTile className="col-span-6 lg:col-span-3 lg:row-span-2" />
        <QuoteTile
          quote={tileQuote(quotes)}
          quoted={(quotes?.length ?? 1) - 1}
          className="col-span-6 hidden sm:flex lg:col-span-3"
        />
        {resultNumbers.map((stat) => (
          <StatTile key={stat.label} {...stat} className="col-span-2 lg:col-span-1" />
        ))}
        <ReasonsTile reasons={whyChoose} className="col-span-6" />
        {/* Not on a phone: "Selected work" follows with the same study, and the page stays short. */}
        {study ? <CaseStudyTile study={study} className="col-span-6 hidden sm:flex" /> : null}
      </div>
    </Section>
  );
}
