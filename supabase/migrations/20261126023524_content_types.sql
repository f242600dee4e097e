CREATE TABLE "job_openings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_markdown" text DEFAULT '' NOT NULL,
	"employment_type" text DEFAULT 'FULL_TIME' NOT NULL,
	"workplace" text DEFAULT 'onsite' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"applicant_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"salary_min" integer,
	"salary_max" integer,
	"salary_currency" text,
	"salary_unit" text,
	"date_posted" timestamp with time zone,
	"valid_through" timestamp with time zone,
	"status" text DEFAULT 'draft' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_openings_slug_key" UNIQUE("slug"),
	CONSTRAINT "job_openings_title_check" CHECK (char_length("job_openings"."title") between 1 and 200),
	CONSTRAINT "job_openings_slug_check" CHECK ("job_openings"."slug" ~ '^[a-z0-9_]+(-[a-z0-9_]+)*$'),
	CONSTRAINT "job_openings_status_check" CHECK ("job_openings"."status" in ('draft', 'published')),
	CONSTRAINT "job_openings_employment_type_check" CHECK ("job_openings"."employment_type" in ('FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN')),
	CONSTRAINT "job_openings_workplace_check" CHECK ("job_openings"."workplace" in ('onsite', 'hybrid', 'remote')),
	CONSTRAINT "job_openings_country_check" CHECK ("job_openings"."country" ~ '^([A-Z]{2})?$'),
	CONSTRAINT "job_openings_salary_check" CHECK ("job_openings"."salary_min" is null or "job_openings"."salary_max" is null or "job_openings"."salary_min" <= "job_openings"."salary_max")
);
--> statement-breakpoint
ALTER TABLE "job_openings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "job_previews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_opening_id" uuid,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_previews" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"portrait_media_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_name_check" CHECK (char_length("team_members"."name") between 1 and 120),
	CONSTRAINT "team_members_role_check" CHECK (char_length("team_members"."role") between 1 and 120),
	CONSTRAINT "team_members_bio_check" CHECK (char_length("team_members"."bio") <= 1000),
	CONSTRAINT "team_members_status_check" CHECK ("team_members"."status" in ('draft', 'published'))
);
--> statement-breakpoint
ALTER TABLE "team_members" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote" text NOT NULL,
	"person_name" text NOT NULL,
	"person_role" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"portrait_media_id" uuid,
	"case_study_id" uuid,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"on_home" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_quote_check" CHECK (char_length("testimonials"."quote") between 1 and 700),
	CONSTRAINT "testimonials_person_name_check" CHECK (char_length("testimonials"."person_name") between 1 and 120),
	CONSTRAINT "testimonials_status_check" CHECK ("testimonials"."status" in ('draft', 'published')),
	CONSTRAINT "testimonials_services_check" CHECK ("testimonials"."services" <@ array['web-development', 'app-development', 'ai-integrations', 'custom-websites', 'saas-solutions', 'custom-dashboards']::text[])
);
--> statement-breakpoint
ALTER TABLE "testimonials" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_kind_check";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "applied_for" text;--> statement-breakpoint
ALTER TABLE "job_previews" ADD CONSTRAINT "job_previews_job_opening_id_fkey" FOREIGN KEY ("job_opening_id") REFERENCES "public"."job_openings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_portrait_media_id_fkey" FOREIGN KEY ("portrait_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_portrait_media_id_fkey" FOREIGN KEY ("portrait_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_case_study_id_fkey" FOREIGN KEY ("case_study_id") REFERENCES "public"."case_studies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_openings_public_idx" ON "job_openings" USING btree ("sort_order","date_posted" DESC NULLS FIRST,"id") WHERE "job_openings"."status" = 'published';--> statement-breakpoint
CREATE INDEX "job_previews_expires_at_idx" ON "job_previews" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "team_members_public_idx" ON "team_members" USING btree ("sort_order","name","id") WHERE "team_members"."status" = 'published';--> statement-breakpoint
CREATE INDEX "testimonials_public_idx" ON "testimonials" USING btree ("sort_order","published_at" DESC NULLS FIRST,"id") WHERE "testimonials"."status" = 'published';--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_kind_check" CHECK ("leads"."kind" in ('booking', 'contact', 'application'));--> statement-breakpoint
-- Supabase's REST API (anon key) may read published rows (the policies), never write.
do $$
begin
  if to_regrole('anon') is not null and to_regrole('authenticated') is not null then
    execute $sql$CREATE POLICY "Published job openings are readable by everyone" ON "job_openings" AS PERMISSIVE FOR SELECT TO "anon", "authenticated" USING ("job_openings"."status" = 'published')$sql$;
    execute $sql$CREATE POLICY "Published team members are readable by everyone" ON "team_members" AS PERMISSIVE FOR SELECT TO "anon", "authenticated" USING ("team_members"."status" = 'published')$sql$;
    execute $sql$CREATE POLICY "Published testimonials are readable by everyone" ON "testimonials" AS PERMISSIVE FOR SELECT TO "anon", "authenticated" USING ("testimonials"."status" = 'published')$sql$;
    execute $sql$revoke all on public.job_openings, public.team_members, public.testimonials, public.job_previews from anon, authenticated$sql$;
    execute $sql$grant select on public.job_openings, public.team_members, public.testimonials to anon, authenticated$sql$;
  end if;
end
$$;
