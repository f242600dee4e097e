-- Post lifecycle (issue 15): existing and imported posts stay published (the column default);
-- drafts and scheduled posts are hidden from the anon/authenticated REST roles by the policy.
CREATE TABLE "blog_previews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_previews" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "author_id" text;--> statement-breakpoint
ALTER TABLE "blog_previews" ADD CONSTRAINT "blog_previews_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_previews_expires_at_idx" ON "blog_previews" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "blogs_scheduled_idx" ON "blogs" USING btree ("publish_at") WHERE "blogs"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_status_check" CHECK ("blogs"."status" in ('draft', 'scheduled', 'published'));--> statement-breakpoint
-- Internal: preview snapshots of unsaved edits; RLS on with no policy, grants revoked.
do $$
begin
  if to_regrole('anon') is not null and to_regrole('authenticated') is not null then
    execute $sql$ALTER POLICY "Blogs are readable by everyone" ON "blogs" TO anon,authenticated USING ("blogs"."status" = 'published')$sql$;
    execute $sql$revoke all on public.blog_previews from anon, authenticated$sql$;
  end if;
end
$$;
