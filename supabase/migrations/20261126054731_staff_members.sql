CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"target_label" text,
	"details" jsonb,
	"ip" text
);
--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "staff_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_links_purpose_check" CHECK ("staff_links"."purpose" = any (array['invite', 'reset']::text[]))
);
--> statement-breakpoint
ALTER TABLE "staff_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "staff_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"password_hash" text,
	"password_version" integer DEFAULT 1 NOT NULL,
	"bootstrap" boolean DEFAULT false NOT NULL,
	"provisioned" boolean DEFAULT false NOT NULL,
	"totp_secret" text,
	"totp_enabled_at" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_members_email_check" CHECK ("staff_members"."email" = lower("staff_members"."email") and "staff_members"."email" like '%@%'),
	CONSTRAINT "staff_members_role_check" CHECK ("staff_members"."role" = any (array['owner', 'editor', 'sales', 'author']::text[])),
	CONSTRAINT "staff_members_status_check" CHECK ("staff_members"."status" = any (array['invited', 'active', 'disabled']::text[])),
	CONSTRAINT "staff_members_name_check" CHECK (char_length("staff_members"."name") <= 120)
);
--> statement-breakpoint
ALTER TABLE "staff_members" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "staff_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"require_two_factor" boolean DEFAULT false NOT NULL,
	"audit_retention_days" integer DEFAULT 365 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_settings_one_row" CHECK ("staff_settings"."id" = 1),
	CONSTRAINT "staff_settings_retention_check" CHECK ("staff_settings"."audit_retention_days" between 30 and 3650)
);
--> statement-breakpoint
ALTER TABLE "staff_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "staff_links" ADD CONSTRAINT "staff_links_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "staff_links_token_hash_key" ON "staff_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_links_staff_id_idx" ON "staff_links" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_email_key" ON "staff_members" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_bootstrap_key" ON "staff_members" USING btree ("bootstrap") WHERE "staff_members"."bootstrap";--> statement-breakpoint
CREATE UNIQUE INDEX "staff_recovery_codes_key" ON "staff_recovery_codes" USING btree ("staff_id","code_hash");--> statement-breakpoint
INSERT INTO "staff_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The audit log is append-only: no update ever; a delete only of rows older than the owners'
-- retention setting (the daily prune). Enforced here so no code path can rewrite history.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  if tg_op = 'UPDATE' then
    raise exception 'audit_log is append-only';
  end if;
  if old.at > now() - make_interval(days => (select audit_retention_days from staff_settings where id = 1)) then
    raise exception 'audit_log rows are kept for the retention period';
  end if;
  return old;
end
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
-- Internal: RLS on with no policy, grants revoked (Supabase's REST API sees nothing).
do $$
begin
  if to_regrole('anon') is not null and to_regrole('authenticated') is not null then
    execute $sql$revoke all on public.staff_members, public.staff_links, public.staff_recovery_codes,
      public.staff_settings, public.audit_log from anon, authenticated$sql$;
  end if;
end
$$;
