import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { count, delta } from "./format";

export type Kpi = {
  label: string;
  value: number;
  previous: number;
  /** Shown instead of the count (a rate); the delta still compares the counts. */
  display?: string;
  previousDisplay?: string;
};

const tone = {
  up: "text-success",
  down: "text-destructive",
  same: "text-muted-foreground",
  new: "text-muted-foreground",
} as const;

/** The period's headline figures, each with its change from the previous period. */
export function KpiCards({ kpis, previousLabel }: { kpis: Kpi[]; previousLabel: string }) {
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-5" aria-label="Headline figures">
      {kpis.map((k) => {
        const d = delta(k.value, k.previous);
        return (
          <li key={k.label}>
            <Card className="h-full gap-2 py-4">
              <CardHeader className="px-4">
                <CardTitle className="text-sm font-medium text-muted-foreground">
                  {k.label}
                </CardTitle>
              </CardHeader>
              <CardContent className="grid gap-1 px-4">
                <span className="text-2xl font-bold tabular-nums">
                  {k.display ?? count(k.value)}
                </span>
                <span className={`text-xs ${tone[d.direction]}`}>
                  {d.text}{" "}
                  <span className="text-muted-foreground">
                    vs {k.previousDisplay ?? count(k.previous)} {previousLabel}
                  </span>
                </span>
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
