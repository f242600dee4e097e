import Link from "next/link";

import { Badge } from "@/components/ui/badge";
import { WEBHOOK_FORMAT_LABELS } from "@/lib/webhooks/endpoint-form-schema";
import type { WebhookEndpointRow } from "@/lib/webhooks/queries";
import { deliveryVariant } from "./deliveries-table";

/** Only the host: a Slack URL's path is its credential, not for every screen share. */
const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

export function EndpointsTable({ endpoints }: { endpoints: WebhookEndpointRow[] }) {
  return (
    <ul className="grid gap-3" aria-label="Webhook endpoints">
      {endpoints.map((e) => (
        <li key={e.id} className="grid gap-2 rounded-lg border bg-background p-4">
          <div className="flex flex-wrap items-center gap-2">
            <Link href={`/admin/webhooks/${e.id}`} className="font-semibold underline">
              {e.name}
            </Link>
            <Badge variant={e.enabled ? "secondary" : "outline"}>
              {e.enabled ? "enabled" : "disabled"}
            </Badge>
            <span className="text-xs text-muted-foreground">
              {WEBHOOK_FORMAT_LABELS[e.format]} · {hostOf(e.url)}
            </span>
          </div>
          <p className="text-xs text-muted-foreground">Events: {e.events.join(", ")}</p>
          <div className="flex flex-wrap items-center gap-1 text-xs">
            <span className="text-muted-foreground">Last deliveries:</span>
            {e.recent.length
              ? e.recent.map((status, i) => (
                  <Badge key={i} variant={deliveryVariant(status)}>
                    {status}
                  </Badge>
                ))
              : "none yet"}
          </div>
        </li>
      ))}
    </ul>
  );
}
