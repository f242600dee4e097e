import { WEBHOOK_EVENTS, WEBHOOK_FORMATS } from "@/lib/db/enums";
import * as z from "@/lib/zod";

export { WEBHOOK_EVENTS, WEBHOOK_FORMATS };

export const WEBHOOK_EVENT_LABELS: Record<(typeof WEBHOOK_EVENTS)[number], string> = {
  "lead.created": "A lead arrives (any form)",
  "booking.created": "A service is booked",
  "lead.stage_changed": "A lead moves to another stage",
};

export const WEBHOOK_FORMAT_LABELS: Record<(typeof WEBHOOK_FORMATS)[number], string> = {
  slack: "Slack-compatible (Slack, Discord /slack, Mattermost)",
  standard: "Standard Webhooks (signed JSON)",
};

/**
 * The endpoint form, shared by the browser and the server action. `events` travels as one
 * comma-separated field (a FormData field is read once). The URL's form is checked here; whether
 * its host may be reached is the server's check (lib/webhooks/target.ts), at save and at send.
 */
export const endpointFormSchema = z.object({
  // Empty: a new endpoint; else the one being edited.
  id: z.union([z.literal(""), z.uuid("This endpoint no longer exists")]),
  name: z.string().trim().min(1, "Give the endpoint a name").max(120, "At most 120 characters"),
  url: z
    .string()
    .trim()
    .max(2000, "This URL is too long")
    .regex(/^https?:\/\/[^\s]+$/i, "Enter a full URL starting with https://"),
  format: z.enum(WEBHOOK_FORMATS, "Choose a format"),
  events: z
    .string()
    .transform((s) => [
      ...new Set(
        s
          .split(",")
          .map((e) => e.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.enum(WEBHOOK_EVENTS, "Unknown event")).min(1, "Choose at least one event")),
});

export type EndpointFormValues = z.input<typeof endpointFormSchema>;
export type EndpointFormField = keyof EndpointFormValues;

export const emptyEndpointForm: EndpointFormValues = {
  id: "",
  name: "",
  url: "",
  format: "slack",
  events: WEBHOOK_EVENTS.join(","),
};
