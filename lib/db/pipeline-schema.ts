import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { createdAt, id, textList, updatedAt } from "./columns";
import { LEAD_ACTIVITY_KINDS, WEBHOOK_EVENTS, WEBHOOK_FORMATS } from "./enums";
import { emailOutbox, leads } from "./leads-schema";
import { staffMembers } from "./staff-schema";

/**
 * What happens to a lead after it arrives: its activity (notes and changes), the team's webhook
 * endpoints and each delivery to them, and the follow-up digests sent. Internal tables: RLS on,
 * no policy, grants revoked in the migration. drizzle.config.ts reads this file.
 */

/** A lead's timeline entries made by staff: notes, stage/owner/follow-up/value changes. */
export const leadActivity = pgTable(
  "lead_activity",
  {
    id: id(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: LEAD_ACTIVITY_KINDS }).notNull(),
    // Who did it; the name is copied so the row reads the same after the account goes.
    actorId: uuid("actor_id").references(() => staffMembers.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull().default(""),
    // A note's text; for a change, what it was and what it became (stage names, ids, dates).
    body: text("body"),
    fromValue: text("from_value"),
    toValue: text("to_value"),
    createdAt: createdAt(),
  },
  (t) => [
    index("lead_activity_lead_idx").on(t.leadId, t.createdAt),
    check("lead_activity_kind_check", sql`${t.kind} = any (${textList(LEAD_ACTIVITY_KINDS)})`),
    check("lead_activity_body_check", sql`char_length(${t.body}) <= 5000`),
  ],
).enableRLS();

/** Where events go: a Slack/Discord-compatible URL, or a generic receiver signed per Standard Webhooks. */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: id(),
    name: text("name").notNull(),
    url: text("url").notNull(),
    format: text("format", { enum: WEBHOOK_FORMATS }).notNull(),
    events: text("events").array().notNull(),
    // Standard Webhooks signing secret ("whsec_" + base64), shown to staff to give the receiver.
    secret: text("secret").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("webhook_endpoints_name_check", sql`char_length(${t.name}) between 1 and 120`),
    check(
      "webhook_endpoints_url_check",
      sql`${t.url} ~ '^https?://' and char_length(${t.url}) <= 2000`,
    ),
    check("webhook_endpoints_format_check", sql`${t.format} = any (${textList(WEBHOOK_FORMATS)})`),
    check("webhook_endpoints_events_check", sql`${t.events} <@ ${textList(WEBHOOK_EVENTS)}`),
  ],
).enableRLS();

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "sending", "delivered", "failed"] as const;

/**
 * One event for one endpoint: a job of the shared runner (lib/jobs). The message id is the
 * `webhook-id` header and the idempotency key; (endpoint, message) is unique, so an event is
 * queued for an endpoint exactly once.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    messageId: text("message_id").notNull(),
    event: text("event").notNull(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    // The event as sent: { type, timestamp, data } (a Slack endpoint gets a `text` made from it).
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    responseStatus: integer("response_status"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_message_key").on(t.endpointId, t.messageId),
    index("webhook_deliveries_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index("webhook_deliveries_lead_idx").on(t.leadId),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt.desc()),
    check(
      "webhook_deliveries_status_check",
      sql`${t.status} = any (${textList(WEBHOOK_DELIVERY_STATUSES)})`,
    ),
  ],
).enableRLS();

/** One follow-up digest per owner per day: the key makes a second cron run (any instance) a no-op. */
export const followUpDigests = pgTable(
  "follow_up_digests",
  {
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    outboxId: uuid("outbox_id").references(() => emailOutbox.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: "follow_up_digests_pkey", columns: [t.ownerId, t.day] })],
).enableRLS();
