import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { createdAt, id } from "./columns";
import type { MediaVariant } from "./json-types";

/** What the site keeps about itself: one-time markers, cache purges and the media library. */

/** One-time facts about this database that are not schema, e.g. "the sample posts were seeded". */
export const appMarkers = pgTable("app_markers", {
  name: text("name").primaryKey(),
  createdAt: createdAt(),
}).enableRLS();

/**
 * Paths whose copies in a shared cache in front (nginx, a CDN) must be refreshed after a write,
 * sent to CACHE_PURGE_URL by lib/cache/purge.ts with the mail outbox's retry semantics.
 */
export const cachePurges = pgTable(
  "cache_purges",
  {
    id: id(),
    paths: jsonb("paths").$type<string[]>().notNull(),
    // pending → sending (claimed by one worker) → sent | failed
    status: text("status", { enum: ["pending", "sending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "cache_purges_status_check",
      sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`,
    ),
    index("cache_purges_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
  ],
).enableRLS();

// MEDIA: uploaded images. The bytes live in the storage backend (lib/media/storage.ts) under the
// variants' keys; this row is what the site knows about them.
export const media = pgTable(
  "media",
  {
    id: id(),
    originalName: text("original_name").notNull(),
    // What the bytes were sniffed as (never the name or the declared type).
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    variants: jsonb("variants")
      .$type<MediaVariant[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    altText: text("alt_text").notNull().default(""),
    createdAt: createdAt(),
    // The staff account that uploaded it: an author may delete only their own uploads.
    createdBy: uuid("created_by"),
  },
  (t) => [
    check("media_byte_size_check", sql`${t.byteSize} > 0`),
    check("media_dimensions_check", sql`${t.width} > 0 and ${t.height} > 0`),
    check("media_variants_check", sql`jsonb_typeof(${t.variants}) = 'array'`),
    index("media_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
).enableRLS();
