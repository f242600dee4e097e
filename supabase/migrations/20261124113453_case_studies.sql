CREATE TABLE "case_studies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"client" text,
	"summary" text DEFAULT '' NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"challenge" text DEFAULT '' NOT NULL,
	"challenge_markdown" text DEFAULT '' NOT NULL,
	"approach" text DEFAULT '' NOT NULL,
	"approach_markdown" text DEFAULT '' NOT NULL,
	"outcome" text DEFAULT '' NOT NULL,
	"outcome_markdown" text DEFAULT '' NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"technologies" text[] DEFAULT '{}'::text[] NOT NULL,
	"cover_url" text,
	"cover_alt" text DEFAULT '' NOT NULL,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"testimonial_quote" text,
	"testimonial_name" text,
	"testimonial_role" text,
	"live_url" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_studies_slug_key" UNIQUE("slug"),
	CONSTRAINT "case_studies_title_check" CHECK (char_length("case_studies"."title") between 1 and 300),
	CONSTRAINT "case_studies_slug_check" CHECK ("case_studies"."slug" ~ '^[a-z0-9_]+(-[a-z0-9_]+)*$'),
	CONSTRAINT "case_studies_status_check" CHECK ("case_studies"."status" in ('draft', 'published')),
	CONSTRAINT "case_studies_categories_check" CHECK ("case_studies"."categories" <@ array['web-development', 'saas-solutions', 'mobile-development', 'ai-solutions', 'enterprise-solutions']::text[]),
	CONSTRAINT "case_studies_services_check" CHECK ("case_studies"."services" <@ array['web-development', 'app-development', 'ai-integrations', 'custom-websites', 'saas-solutions', 'custom-dashboards']::text[]),
	CONSTRAINT "case_studies_results_check" CHECK (jsonb_typeof("case_studies"."results") = 'array'),
	CONSTRAINT "case_studies_gallery_check" CHECK (jsonb_typeof("case_studies"."gallery") = 'array')
);
--> statement-breakpoint
ALTER TABLE "case_studies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "case_studies_public_idx" ON "case_studies" USING btree ("sort_order","published_at" DESC NULLS FIRST,"id") WHERE "case_studies"."status" = 'published';--> statement-breakpoint
-- Supabase's REST API (anon key) may read published case studies (the policy), never write.
do $$
begin
  if to_regrole('anon') is not null and to_regrole('authenticated') is not null then
    execute $sql$CREATE POLICY "Published case studies are readable by everyone" ON "case_studies" AS PERMISSIVE FOR SELECT TO "anon", "authenticated" USING ("case_studies"."status" = 'published')$sql$;
    execute $sql$revoke all on public.case_studies from anon, authenticated$sql$;
    execute $sql$grant select on public.case_studies to anon, authenticated$sql$;
  end if;
end
$$;
