import { StarIcon } from "lucide-react";

import { Icon } from "@/components/icon";
import { Section } from "@/components/layout/section";
import { claims, industries, rating, stats, whyChoose } from "@/content/company";
import { BRAND_NAME } from "@/content/site";

/**
 * The home page's proof, right after the promise: results in numbers, the rating, the spec's three
 * reasons to choose us (its "Why choose" block lives here, told once) and the kinds of client we
 * build for. The longer reasons, values and industries are on /about-company.
 */
export function Proof() {
  return (
    <Section
      title={`Why Choose ${BRAND_NAME}`}
      intro={`Startups and growing businesses have trusted us with their products since ${claims.founded}.`}
      muted
      dense
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-6">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col rounded-xl border bg-card px-3 py-3 text-center shadow-sm sm:p-6"
          >
            <dt className="text-sm text-muted-foreground">{stat.label}</dt>
            <dd className="order-first text-2xl font-bold text-primary sm:text-4xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-5 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-center">
        <span className="flex text-warning" aria-hidden>
          {Array.from({ length: rating.best }, (_, i) => (
            <StarIcon key={i} className="size-5 fill-current" />
          ))}
        </span>
        <span>
          Rated <strong>{rating.value}</strong> out of {rating.best} from {rating.count} reviews
        </span>
      </p>
      <ul className="mt-6 grid gap-3 sm:mt-8 sm:grid-cols-3 sm:gap-6">
        {whyChoose.map((point) => (
          <li
            key={point.title}
            className="flex gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
          >
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
              <Icon name={point.icon} className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold">{point.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
                {point.description}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-6 text-center sm:mt-8">
        <p className="text-sm font-medium text-muted-foreground">The teams we build for</p>
        <ul className="mt-3 flex flex-wrap justify-center gap-2">
          {industries.map((industry) => (
            <li
              key={industry}
              className="rounded-full border bg-card px-3 py-1 text-sm text-card-foreground"
            >
              {industry}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
