-- One-time facts about this database that are not schema, such as "the sample posts were seeded".
-- They used to be rows of the app's first migration ledger (app_schema_migrations), which gave way
-- to the Supabase CLI's supabase_migrations.schema_migrations (a row there that names no migration
-- file makes `supabase db push` refuse to run). The runner (lib/db/migrate.ts) copied the old
-- ledger's file rows before this file ran; the other rows move here and the old ledger goes.
create table if not exists public.app_markers (
  name text primary key,
  created_at timestamptz not null default now()
);

do $$
begin
  if to_regclass('public.app_schema_migrations') is not null then
    insert into public.app_markers (name, created_at)
    select name, applied_at from public.app_schema_migrations where name not like '%.sql'
    on conflict (name) do nothing;
    drop table public.app_schema_migrations;
  end if;
end
$$;

-- Internal bookkeeping: RLS on with no policy, grants revoked (Supabase's REST API sees nothing).
alter table public.app_markers enable row level security;
do $$
begin
  if to_regrole('anon') is not null and to_regrole('authenticated') is not null then
    execute $sql$revoke all on public.app_markers from anon, authenticated$sql$;
  end if;
end
$$;
