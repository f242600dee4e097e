-- Case-study preview (issue 16): snapshots of a case study's unsaved form values, like
-- blog_previews for posts; a snapshot goes with its case study.
CREATE TABLE "work_previews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_study_id" uuid,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_previews" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "work_previews" ADD CONSTRAINT "work_previews_case_study_id_fkey" FOREIGN KEY ("case_study_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_previews_expires_at_idx" ON "work_previews" USING btree ("expires_at");--> statement-breakpoint
-- Internal: RLS on with no policy, grants revoked.
do $$
begin
  if to_regrole('anon') is not null and to_regrole('authenticated') is not null then
    execute $sql$revoke all on public.work_previews from anon, authenticated$sql$;
  end if;
end
$$;
