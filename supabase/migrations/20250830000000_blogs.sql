-- Blog posts (spec §3), with the project's additions: unique slug, unique nullable source_url
-- (dedupe of imported items), a newest-first index and a trigram index for search.

create extension if not exists pg_trgm;

create table if not exists public.blogs (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) between 1 and 300),
  summary text not null default '',
  content text not null default '',
  image_url text,
  slug text not null unique check (slug ~ '^[a-z0-9_]+(-[a-z0-9_]+)*$'),
  is_auto_generated boolean not null default false,
  category text,
  tags text[],
  source_url text unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Newest first, with id as a tie-breaker so pages never overlap.
create index if not exists blogs_created_at_idx on public.blogs (created_at desc, id desc);

-- Case-insensitive substring search on title or summary: one trigram index over both, joined by
-- a unit separator that a search string cannot contain (queries strip control characters).
create index if not exists blogs_search_trgm_idx on public.blogs
  using gin ((title || chr(31) || summary) gin_trgm_ops);

create or replace function public.set_updated_at() returns trigger
language plpgsql as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

drop trigger if exists blogs_set_updated_at on public.blogs;
create trigger blogs_set_updated_at before update on public.blogs
  for each row execute function public.set_updated_at();

-- Row-level security. Supabase exposes tables to its REST API with the anon key: anonymous and
-- signed-in API users may only read posts. The app itself connects as the table owner.
-- Supabase has the API roles; elsewhere they are created where the migrating role may create
-- roles. An ordinary database owner may not: then there is no REST API to open, and every
-- statement naming the roles (here and in later files) is skipped (docs/deploy.md).
do $$
begin
  if to_regrole('anon') is null or to_regrole('authenticated') is null then
    if (select rolsuper or rolcreaterole from pg_roles where rolname = current_user) then
      if to_regrole('anon') is null then create role anon nologin; end if;
      if to_regrole('authenticated') is null then create role authenticated nologin; end if;
    else
      raise notice 'roles anon/authenticated missing and not creatable: API grants skipped';
    end if;
  end if;
end
$$;

alter table public.blogs enable row level security;
drop policy if exists "Blogs are readable by everyone" on public.blogs;
do $$
begin
  if to_regrole('anon') is not null and to_regrole('authenticated') is not null then
    execute $sql$create policy "Blogs are readable by everyone" on public.blogs for select to anon, authenticated using (true)$sql$;
    execute $sql$grant select on public.blogs to anon, authenticated$sql$;
  end if;
end
$$;
