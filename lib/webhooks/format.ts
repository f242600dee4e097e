import "server-only";

import { Webhook } from "standardwebhooks";

import { services } from "@/content/services";
import { siteUrl } from "@/lib/env";

/** What a delivery row holds and its endpoint: all a request is made from. */
export type Outgoing = {
  format: "slack" | "standard";
  secret: string;
  messageId: string;
  payload: Record<string, unknown>;
};

/** The test event "Send test" queues; endpoints subscribe to the real ones only. */
export const TEST_EVENT = "webhook.test";

/** Slack's three control characters in message text (api.slack.com/reference/surfaces/formatting). */
export const escapeSlack = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const str = (value: unknown) => (typeof value === "string" ? value : "");
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const serviceTitle = (id: string) => services.find((s) => s.id === id)?.name ?? id;

/**
 * One readable line per event for Slack, Discord's /slack endpoint or Mattermost: the visitor's
 * words escaped so they cannot ping @channel or forge a link, then a link to the lead.
 */
export function slackText(payload: Record<string, unknown>): string {
  const data = (payload.data ?? {}) as Record<string, unknown>;
  const name = escapeSlack(str(data.name) || "someone");
  const link = str(data.id) ? ` <${siteUrl}/admin/leads/${str(data.id)}|Open the lead>` : "";
  switch (payload.type) {
    case "lead.created": {
      const kind = { booking: "booking request", application: "job application" }[str(data.kind)];
      return `New lead from ${name}: ${kind ?? "contact message"}.${link}`;
    }
    case "booking.created": {
      const service = escapeSlack(serviceTitle(str(data.service)));
      return `New booking from ${name} — ${service || "a service"}.${link}`;
    }
    case "lead.stage_changed": {
      const [from, to] = [capital(str(data.from)), capital(str(data.to))].map(escapeSlack);
      const reason = str(data.lostReason) ? ` (${escapeSlack(str(data.lostReason))})` : "";
      return `${name} moved from ${from} to ${to}${reason}.${link}`;
    }
    case TEST_EVENT:
      return "Test message from the website: this endpoint receives its webhooks.";
    default:
      return `Event ${escapeSlack(str(payload.type))}.${link}`;
  }
}

/**
 * The body and headers of one attempt. standard: the stored event as JSON, signed per Standard
 * Webhooks by its reference library (`webhook-signature: v1,<base64 HMAC-SHA256 of id.timestamp.body>`),
 * with this attempt's timestamp (receivers refuse old ones); the id stays the same on every retry.
 */
export function requestFor(out: Outgoing, now = new Date()) {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "user-agent": "NimbusLabs-Webhooks/1.0",
  };
  if (out.format === "slack") {
    return { body: JSON.stringify({ text: slackText(out.payload) }), headers };
  }
  const body = JSON.stringify(out.payload);
  const signature = new Webhook(out.secret).sign(out.messageId, now, body);
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    body,
    headers: {
      ...headers,
      "webhook-id": out.messageId,
      "webhook-timestamp": timestamp,
      "webhook-signature": signature,
    },
  };
}
