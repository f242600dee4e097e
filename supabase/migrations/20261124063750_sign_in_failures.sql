CREATE TABLE "sign_in_failures" (
	"account" text NOT NULL,
	"client" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retry_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_failures_pkey" PRIMARY KEY("account","client")
);
--> statement-breakpoint
ALTER TABLE "sign_in_failures" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "sign_in_failures_expires_at_idx" ON "sign_in_failures" USING btree ("expires_at");--> statement-breakpoint
-- Internal counters: RLS on with no policy, grants revoked (Supabase's REST API sees nothing).
do $$
begin
  if to_regrole('anon') is not null and to_regrole('authenticated') is not null then
    execute $sql$revoke all on public.sign_in_failures from anon, authenticated$sql$;
  end if;
end
$$;
