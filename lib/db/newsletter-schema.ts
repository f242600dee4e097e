import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { createdAt, id, textList } from "./columns";
import { newsletterSubscribers } from "./leads-schema";
import { blogs } from "./posts-schema";
import { staffMembers } from "./staff-schema";

/**
 * Sending a post to the newsletter's subscribers (lib/newsletter): one send per post and time, one
 * delivery row per subscriber per send (the unique key makes exactly-once provable), and the
 * addresses no mail of the product goes to any more. Internal tables: RLS on, no policy, grants
 * revoked in the migration. drizzle.config.ts reads this file.
 */

/**
 * scheduled: waits for its post's publish time (nothing snapshotted yet). pending ("queued"), sending,
 * failed: the shared job runner's states (lib/jobs); paused by staff; sent; cancelled.
 */
export const NEWSLETTER_SEND_STATUSES = [
  "scheduled",
  "pending",
  "sending",
  "paused",
  "sent",
  "cancelled",
  "failed",
] as const;

export const newsletterSends = pgTable(
  "newsletter_sends",
  {
    id: id(),
    // The post goes, the record of its send stays (with the title it had).
    postId: uuid("post_id").references(() => blogs.id, { onDelete: "set null" }),
    postTitle: text("post_title").notNull(),
    createdBy: uuid("created_by").references(() => staffMembers.id, { onDelete: "set null" }),
    createdByName: text("created_by_name").notNull().default(""),
    createdAt: createdAt(),
    // The mail as rendered when the recipients were snapshotted; the per-recipient links are
    // filled in at send time, so a batch sent again has the very same body (idempotency).
    subject: text("subject"),
    html: text("html"),
    text: text("text"),
    snapshottedAt: timestamp("snapshotted_at", { withTimezone: true }),
    recipients: integer("recipients").notNull().default(0),
    sentCount: integer("sent_count").notNull().default(0),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    // Staff's pause: the authority a running job reads before each batch (its own status write
    // at the end could race a status change); resume clears it and queues the send again.
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    // The job runner's bookkeeping (lib/jobs/queue.ts).
    status: text("status", { enum: NEWSLETTER_SEND_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (t) => [
    index("newsletter_sends_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index("newsletter_sends_post_idx").on(t.postId),
    check(
      "newsletter_sends_status_check",
      sql`${t.status} = any (${textList(NEWSLETTER_SEND_STATUSES)})`,
    ),
  ],
).enableRLS();

export const NEWSLETTER_DELIVERY_STATUSES = [
  "queued",
  "sent",
  "logged",
  "skipped",
  "delivered",
  "bounced",
  "complained",
] as const;

/** One subscriber of one send, in a fixed batch (its idempotency key is `newsletter/<send>/<batch>`). */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: id(),
    sendId: uuid("send_id")
      .notNull()
      .references(() => newsletterSends.id, { onDelete: "cascade" }),
    // Erasing or deleting the subscriber deletes their deliveries: no address is kept here.
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    batch: integer("batch").notNull(),
    status: text("status", { enum: NEWSLETTER_DELIVERY_STATUSES }).notNull().default("queued"),
    providerId: text("provider_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    eventAt: timestamp("event_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("newsletter_deliveries_send_subscriber_key").on(t.sendId, t.subscriberId),
    index("newsletter_deliveries_batch_idx").on(t.sendId, t.batch),
    index("newsletter_deliveries_provider_idx").on(t.providerId),
    index("newsletter_deliveries_subscriber_idx").on(t.subscriberId),
    check(
      "newsletter_deliveries_status_check",
      sql`${t.status} = any (${textList(NEWSLETTER_DELIVERY_STATUSES)})`,
    ),
  ],
).enableRLS();

export const SUPPRESSION_REASONS = ["hard_bounce", "complaint", "manual"] as const;

/** Addresses no mail of the product is sent to (lib/newsletter/suppressions.ts). */
export const mailSuppressions = pgTable(
  "mail_suppressions",
  {
    // Stored lower-case, as subscribers and leads' addresses are compared.
    email: text("email").primaryKey(),
    reason: text("reason", { enum: SUPPRESSION_REASONS }).notNull(),
    createdAt: createdAt(),
    // The provider's event (svix-id) that caused it; null for a staff entry.
    sourceEventId: text("source_event_id"),
  },
  (t) => [
    check(
      "mail_suppressions_reason_check",
      sql`${t.reason} = any (${textList(SUPPRESSION_REASONS)})`,
    ),
  ],
).enableRLS();
