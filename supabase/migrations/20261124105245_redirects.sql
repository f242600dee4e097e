CREATE TABLE "redirects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_path" text NOT NULL,
	"to" text NOT NULL,
	"status" integer DEFAULT 301 NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_from_path_key" UNIQUE("from_path"),
	CONSTRAINT "redirects_status_check" CHECK ("redirects"."status" in (301, 308)),
	CONSTRAINT "redirects_kind_check" CHECK ("redirects"."kind" in ('auto', 'manual')),
	CONSTRAINT "redirects_from_path_check" CHECK (left("redirects"."from_path", 1) = '/')
);
--> statement-breakpoint
ALTER TABLE "redirects" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "redirects_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "redirects_version_one_row" CHECK ("redirects_version"."id")
);
--> statement-breakpoint
ALTER TABLE "redirects_version" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "redirects_to_idx" ON "redirects" USING btree ("to");--> statement-breakpoint
insert into "redirects_version" ("id", "version") values (true, 0);--> statement-breakpoint
-- Internal: RLS on with no policy, grants revoked (Supabase's REST API sees nothing).
do $$
begin
  if to_regrole('anon') is not null and to_regrole('authenticated') is not null then
    execute $sql$revoke all on public.redirects from anon, authenticated$sql$;
    execute $sql$revoke all on public.redirects_version from anon, authenticated$sql$;
  end if;
end
$$;
