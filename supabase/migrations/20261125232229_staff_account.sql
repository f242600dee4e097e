CREATE TABLE "staff_account" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"password_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_account_id_check" CHECK ("staff_account"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "staff_account" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
-- Internal: RLS on with no policy, grants revoked (Supabase's REST API sees nothing).
do $$
begin
  if to_regrole('anon') is not null and to_regrole('authenticated') is not null then
    execute $sql$revoke all on public.staff_account from anon, authenticated$sql$;
  end if;
end
$$;
