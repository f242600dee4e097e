import { CheckCircle2Icon } from "lucide-react";
import { useId } from "react";

import { Badge } from "@/components/ui/badge";
import type { Service } from "@/content/services";

/**
 * The spec's "Key Features" and "Technologies We Use", side by side in one band from 1024 px
 * (stacked below): each was a short list on a full band of its own. Both keep their h2, each
 * names its column's region.
 */
export function ServiceCapabilities({ service }: { service: Service }) {
  const features = useId();
  const technologies = useId();
  return (
    <div className="bg-muted/60 py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
        {/* Stacked, each heading rises with its list (`reveal-stacked`); side by side, the lists
            alone (`reveal-wide`, app/globals.css): a list never rises into the gap above it. */}
        <section aria-labelledby={features} className="reveal-stacked">
          <h2 id={features} className="text-h2 font-semibold text-balance">
            Key Features
          </h2>
          <ul className="reveal-wide mt-6 grid gap-3 sm:grid-cols-2 lg:mt-8">
            {service.keyFeatures.map((feature) => (
              <li
                key={feature}
                className="flex items-center gap-2 rounded-lg border bg-card px-4 py-3"
              >
                <CheckCircle2Icon className="size-4 shrink-0 text-primary" aria-hidden />
                {feature}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby={technologies} className="reveal-stacked">
          <h2 id={technologies} className="text-h2 font-semibold text-balance">
            Technologies We Use
          </h2>
          <ul className="reveal-wide mt-6 flex flex-wrap gap-3 lg:mt-8">
            {service.technologies.map((tech) => (
              <li key={tech}>
                <Badge variant="outline" className="bg-card px-3 py-1.5 text-sm">
                  {tech}
                </Badge>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
