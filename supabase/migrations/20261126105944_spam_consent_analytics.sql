CREATE TABLE "spent_proofs" (
	"key" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spent_proofs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"goal" text DEFAULT '' NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"pageviews" integer DEFAULT 0 NOT NULL,
	"engagements" integer DEFAULT 0 NOT NULL,
	"engaged_ms" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_day_dimension_value_goal_pk" PRIMARY KEY("day","dimension","value","goal")
);
--> statement-breakpoint
ALTER TABLE "analytics_daily" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"goal" text,
	"path" text NOT NULL,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"ref_param" text,
	"device" text NOT NULL,
	"visitor" text NOT NULL,
	"duration_ms" integer,
	CONSTRAINT "analytics_events_kind_check" CHECK ("analytics_events"."kind" = any (array['pageview', 'engagement', 'goal']::text[])),
	CONSTRAINT "analytics_events_goal_check" CHECK (("analytics_events"."kind" = 'goal') = ("analytics_events"."goal" is not null) and ("analytics_events"."goal" is null or "analytics_events"."goal" = any (array['booking', 'contact', 'newsletter']::text[]))),
	CONSTRAINT "analytics_events_device_check" CHECK ("analytics_events"."device" = any (array['mobile', 'tablet', 'desktop']::text[]))
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_salts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "quarantined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "privacy_notice_version" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "source_page" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_content" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "ref_param" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "heard_about" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "quarantined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_ip" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_user_agent" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_ip" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_user_agent" text;--> statement-breakpoint
ALTER TABLE "staff_settings" ADD COLUMN "consent_retention_months" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_settings" ADD COLUMN "analytics_retention_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_settings" ADD COLUMN "analytics_excluded_networks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "spent_proofs_expires_idx" ON "spent_proofs" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "analytics_daily_dimension_idx" ON "analytics_daily" USING btree ("dimension","day");--> statement-breakpoint
CREATE INDEX "analytics_events_at_idx" ON "analytics_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "leads_quarantined_idx" ON "leads" USING btree ("quarantined_at") WHERE "leads"."quarantined_at" is not null;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_spam_check" CHECK (("leads"."spam_reason" is null) = ("leads"."quarantined_at" is null));--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_spam_check" CHECK (("newsletter_subscribers"."spam_reason" is null) = ("newsletter_subscribers"."quarantined_at" is null));--> statement-breakpoint
ALTER TABLE "staff_settings" ADD CONSTRAINT "staff_settings_consent_retention_check" CHECK ("staff_settings"."consent_retention_months" between 1 and 120);--> statement-breakpoint
ALTER TABLE "staff_settings" ADD CONSTRAINT "staff_settings_analytics_retention_check" CHECK ("staff_settings"."analytics_retention_days" between 1 and 3650);--> statement-breakpoint
-- Internal: RLS on with no policy, grants revoked (Supabase's REST API sees nothing).
do $$
begin
  if to_regrole('anon') is not null and to_regrole('authenticated') is not null then
    execute $sql$revoke all on public.spent_proofs, public.analytics_events,
      public.analytics_daily, public.analytics_salts from anon, authenticated$sql$;
  end if;
end
$$;
