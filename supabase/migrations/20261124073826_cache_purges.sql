CREATE TABLE "cache_purges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"paths" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "cache_purges_status_check" CHECK ("cache_purges"."status" in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "cache_purges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "cache_purges_due_idx" ON "cache_purges" USING btree ("next_attempt_at") WHERE "cache_purges"."status" in ('pending', 'sending');--> statement-breakpoint
-- Internal queue: RLS on with no policy, grants revoked (Supabase's REST API sees nothing).
do $$
begin
  if to_regrole('anon') is not null and to_regrole('authenticated') is not null then
    execute $sql$revoke all on public.cache_purges from anon, authenticated$sql$;
  end if;
end
$$;
