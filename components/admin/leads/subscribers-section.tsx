import { DownloadIcon } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import type { Subscriber } from "@/lib/leads/types";
import { ConsentEvidence } from "./consent-evidence";

/** The newsletter's newest subscribers (held ones are in the Spam tab), and their CSV. */
export function SubscribersSection({ subscribers }: { subscribers: Subscriber[] }) {
  return (
    <section aria-labelledby="subscribers" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="subscribers" className="text-xl font-semibold">
          Newsletter subscribers
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link href="/admin/subscribers">Manage, import, suppressions</Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href="/api/admin/subscribers-csv" download>
              <DownloadIcon aria-hidden /> Subscribers CSV
            </a>
          </Button>
        </div>
      </div>
      {subscribers.length ? (
        <ul className="divide-y rounded-lg border bg-background text-sm">
          {subscribers.map((s) => (
            <li key={s.id} className="flex flex-wrap justify-between gap-2 px-4 py-2">
              <span className="break-all">{s.email}</span>
              <span className="text-muted-foreground">{s.status}</span>
              <ConsentEvidence subscriber={s} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">No subscribers yet.</p>
      )}
    </section>
  );
}
