import { Badge } from "@/components/ui/badge";
import type { WebhookDeliveryRow } from "@/lib/webhooks/queries";
import { RetryDeliveryButton } from "./endpoint-controls";

const dateTime = (d: Date) =>
  d.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });

export const deliveryVariant = (status: string) =>
  status === "failed" ? "destructive" : status === "delivered" ? "secondary" : "outline";

/** The delivery log of one endpoint, newest first: what was sent, how the receiver answered. */
export function DeliveriesTable({ deliveries }: { deliveries: WebhookDeliveryRow[] }) {
  if (!deliveries.length) {
    return (
      <p className="rounded-lg border bg-background p-6 text-center text-muted-foreground">
        Nothing sent yet. “Send test” sends a <code>webhook.test</code> event now.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border bg-background">
      <table className="w-full text-sm">
        <caption className="sr-only">Deliveries, newest first</caption>
        <thead className="text-left text-muted-foreground">
          <tr>
            <th className="p-2 font-medium">Time (UTC)</th>
            <th className="p-2 font-medium">Event</th>
            <th className="p-2 font-medium">Status</th>
            <th className="p-2 font-medium">Response</th>
            <th className="p-2 font-medium">Attempts</th>
            <th className="p-2 font-medium">Last error</th>
            <th className="p-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((d) => (
            <tr key={d.id} className="border-t align-top" data-status={d.status}>
              <td className="p-2 whitespace-nowrap">
                <time dateTime={d.createdAt.toISOString()}>{dateTime(d.createdAt)}</time>
              </td>
              <td className="p-2">
                <code>{d.event}</code>
              </td>
              <td className="p-2">
                <Badge variant={deliveryVariant(d.status)}>{d.status}</Badge>
              </td>
              <td className="p-2">{d.responseStatus ?? "—"}</td>
              <td className="p-2">{d.attempts}</td>
              <td className="max-w-xs p-2 break-words text-destructive">
                {d.status === "delivered" ? "" : (d.lastError?.replace(/^\w*Error: /, "") ?? "")}
              </td>
              <td className="p-2">
                {(d.status === "failed" || d.status === "pending") && (
                  <RetryDeliveryButton id={d.id} label={`${d.event} delivery`} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
