import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { DeliveriesTable } from "@/components/admin/webhooks/deliveries-table";
import { EndpointControls, SigningSecret } from "@/components/admin/webhooks/endpoint-controls";
import { EndpointForm } from "@/components/admin/webhooks/endpoint-form";
import { requireStaff } from "@/lib/auth";
import { webhookDeliveriesForStaff, webhookEndpointForStaff } from "@/lib/webhooks/queries";

export const metadata: Metadata = { title: "Webhook endpoint" };

export default async function WebhookPage({ params }: PageProps<"/admin/webhooks/[id]">) {
  const { id } = await params;
  await requireStaff(`/admin/webhooks/${encodeURIComponent(id)}`);
  const endpoint = await webhookEndpointForStaff(id);
  if (!endpoint) notFound();
  const deliveries = await webhookDeliveriesForStaff(endpoint.id);
  return (
    <div className="grid gap-8">
      <div className="grid gap-2">
        <Link href="/admin/webhooks" className="text-sm underline">
          All webhooks
        </Link>
        <h1 className="text-3xl font-bold">{endpoint.name}</h1>
        <p className="text-sm text-muted-foreground">
          {endpoint.enabled ? "Enabled: receives the events below." : "Disabled: receives nothing."}
        </p>
        <EndpointControls id={endpoint.id} name={endpoint.name} enabled={endpoint.enabled} />
      </div>
      <section aria-labelledby="deliveries" className="grid gap-3">
        <h2 id="deliveries" className="text-xl font-semibold">
          Deliveries
        </h2>
        <DeliveriesTable deliveries={deliveries} />
      </section>
      {endpoint.format === "standard" && (
        <section aria-labelledby="secret" className="grid gap-3">
          <h2 id="secret" className="text-xl font-semibold">
            Signing secret
          </h2>
          <p className="text-sm text-muted-foreground">
            Give it to the receiver: it verifies the <code>webhook-signature</code> header with it.
          </p>
          <SigningSecret id={endpoint.id} secret={endpoint.secret} />
        </section>
      )}
      <section aria-labelledby="edit" className="grid gap-3">
        <h2 id="edit" className="text-xl font-semibold">
          Edit
        </h2>
        <EndpointForm
          defaultValues={{
            id: endpoint.id,
            name: endpoint.name,
            url: endpoint.url,
            format: endpoint.format,
            events: endpoint.events.join(","),
          }}
        />
      </section>
    </div>
  );
}
