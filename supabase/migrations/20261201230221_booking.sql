-- btree_gist: the exclusion constraint below (PGlite loads it in lib/db/pglite.ts; Supabase ships it).
create extension if not exists btree_gist;
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"slot_minutes" integer DEFAULT 30 NOT NULL,
	"buffer_minutes" integer DEFAULT 15 NOT NULL,
	"minimum_notice_minutes" integer DEFAULT 720 NOT NULL,
	"horizon_days" integer DEFAULT 21 NOT NULL,
	"holidays" date[] DEFAULT '{}'::date[] NOT NULL,
	"ics_feed_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"owner_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_settings_one_row" CHECK ("booking_settings"."id" = 1),
	CONSTRAINT "booking_settings_time_zone_check" CHECK (char_length("booking_settings"."time_zone") between 1 and 64),
	CONSTRAINT "booking_settings_slot_check" CHECK ("booking_settings"."slot_minutes" between 10 and 240),
	CONSTRAINT "booking_settings_buffer_check" CHECK ("booking_settings"."buffer_minutes" between 0 and 120),
	CONSTRAINT "booking_settings_notice_check" CHECK ("booking_settings"."minimum_notice_minutes" between 0 and 20160),
	CONSTRAINT "booking_settings_horizon_check" CHECK ("booking_settings"."horizon_days" between 1 and 90),
	CONSTRAINT "booking_settings_feeds_check" CHECK (cardinality("booking_settings"."ics_feed_urls") <= 10)
);
--> statement-breakpoint
ALTER TABLE "booking_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"ical_uid" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"source" text DEFAULT 'site' NOT NULL,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" = any (array['booked', 'cancelled']::text[])),
	CONSTRAINT "bookings_source_check" CHECK ("bookings"."source" = any (array['site', 'calcom']::text[])),
	CONSTRAINT "bookings_range_check" CHECK ("bookings"."starts_at" < "bookings"."ends_at" and "bookings"."ends_at" <= "bookings"."blocked_until"),
	CONSTRAINT "bookings_time_zone_check" CHECK (char_length("bookings"."time_zone") between 1 and 64),
	CONSTRAINT "bookings_sequence_check" CHECK ("bookings"."sequence" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_owner_id_staff_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_ical_uid_key" ON "bookings" USING btree ("ical_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_external_key" ON "bookings" USING btree ("source","external_id");--> statement-breakpoint
CREATE INDEX "bookings_lead_idx" ON "bookings" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "bookings_starts_idx" ON "bookings" USING btree ("starts_at");--> statement-breakpoint
-- A slot is held by the database: no two booked calls' held ranges (the call plus the buffer after it,
-- [starts_at, blocked_until)) overlap. Of concurrent requests for one slot exactly one commits; the
-- others fail with SQLSTATE 23P01 (lib/booking turns that into "That time was just taken").
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (tstzrange("starts_at", "blocked_until", '[)') WITH &&) WHERE ("status" = 'booked');
-- Internal: RLS on with no policy, grants revoked (Supabase's REST API sees nothing).
do $$
begin
  if to_regrole('anon') is not null and to_regrole('authenticated') is not null then
    execute $sql$revoke all on public.booking_settings, public.bookings from anon, authenticated$sql$;
  end if;
end
$$;
