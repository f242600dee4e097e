import type { Metadata } from "next";

import { EndpointForm } from "@/components/admin/webhooks/endpoint-form";
import { EndpointsTable } from "@/components/admin/webhooks/endpoints-table";
import { requireStaff } from "@/lib/auth";
import { emptyEndpointForm } from "@/lib/webhooks/endpoint-form-schema";
import { webhookEndpointsForStaff } from "@/lib/webhooks/queries";

export const metadata: Metadata = { title: "Webhooks" };

export default async function WebhooksPage() {
  await requireStaff("/admin/webhooks");
  const endpoints = await webhookEndpointsForStaff();
  return (
    <div className="grid gap-8">
      <div>
        <h1 className="text-3xl font-bold">Webhooks</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          New leads, bookings and stage changes, sent to the team&apos;s tools as they happen.
        </p>
      </div>
      <section aria-labelledby="endpoint-list" className="grid gap-3">
        <h2 id="endpoint-list" className="text-xl font-semibold">
          Endpoints
        </h2>
        {endpoints.length ? (
          <EndpointsTable endpoints={endpoints} />
        ) : (
          <div className="grid gap-2 rounded-lg border bg-background p-6 text-sm text-muted-foreground">
            <p>No endpoints yet. Two kinds can be added below:</p>
            <p>
              <strong>Slack-compatible</strong>: create an incoming webhook in Slack (Apps →
              Incoming Webhooks → Add to a channel) and paste its https://hooks.slack.com/services/…
              URL. Discord (a channel webhook URL ending in /slack) and Mattermost accept the same
              messages.
            </p>
            <p>
              <strong>Standard Webhooks</strong>: any service of your own receives the event as
              JSON, signed with the endpoint&apos;s secret per standardwebhooks.com; verify it with
              the <code>standardwebhooks</code> library (docs/deploy.md has an example).
            </p>
          </div>
        )}
      </section>
      <section aria-labelledby="endpoint-form" className="grid gap-3">
        <h2 id="endpoint-form" className="text-xl font-semibold">
          Add an endpoint
        </h2>
        <EndpointForm defaultValues={emptyEndpointForm} />
      </section>
    </div>
  );
}
