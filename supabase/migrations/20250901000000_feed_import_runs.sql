-- One row per feed-import run: who started it, when, how many posts it added and, per feed, what
-- happened (results: [{url, fetched, imported, skipped, error?}]). Read by the admin screen and
-- by monitoring ("did the last cron run finish, and did any feed fail?").

create table if not exists public.feed_import_runs (
  id uuid primary key default gen_random_uuid(),
  trigger text not null check (trigger in ('manual', 'cron', 'admin')),
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  imported int not null default 0 check (imported >= 0),
  failed_feeds int not null default 0 check (failed_feeds >= 0),
  results jsonb not null default '[]'::jsonb check (jsonb_typeof(results) = 'array')
);

-- "Latest run" and "recent runs" read newest first.
create index if not exists feed_import_runs_started_at_idx
  on public.feed_import_runs (started_at desc);

-- Internal bookkeeping (feed URLs, error messages): row-level security with no policy at all, so
-- Supabase's REST API (anon, authenticated) sees nothing; the app connects as the table owner,
-- which RLS does not restrict. Revoking the grants makes a stray query fail loudly instead.
alter table public.feed_import_runs enable row level security;
do $$
begin
  if to_regrole('anon') is not null and to_regrole('authenticated') is not null then
    execute $sql$revoke all on public.feed_import_runs from anon, authenticated$sql$;
  end if;
end
$$;
