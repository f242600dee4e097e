CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_byte_size_check" CHECK ("media"."byte_size" > 0),
	CONSTRAINT "media_dimensions_check" CHECK ("media"."width" > 0 and "media"."height" > 0),
	CONSTRAINT "media_variants_check" CHECK (jsonb_typeof("media"."variants") = 'array')
);
--> statement-breakpoint
ALTER TABLE "media" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Served only through the app's /media route: Supabase's REST API sees nothing.
do $$
begin
  if to_regrole('anon') is not null and to_regrole('authenticated') is not null then
    execute $sql$revoke all on public.media from anon, authenticated$sql$;
  end if;
end
$$;
