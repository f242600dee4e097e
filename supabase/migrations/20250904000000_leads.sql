-- Leads from the booking and contact forms, the mails they cause (a transactional outbox: stored
-- with the lead in one transaction, delivered afterwards with retries), and newsletter
-- subscribers (double opt-in). Internal data: RLS on with no policies, grants revoked, so
-- Supabase's REST API (anon, authenticated) sees none of it; the app connects as the owner.

create table if not exists public.leads (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('booking', 'contact')),
  name text not null,
  email text not null,
  phone text not null,
  service text,
  customization text,
  message text not null,
  status text not null default 'new' check (status in ('new', 'contacted', 'won', 'lost')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists leads_created_at_idx on public.leads (created_at desc, id desc);
create index if not exists leads_new_idx on public.leads (status) where status = 'new';

create table if not exists public.email_outbox (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid references public.leads (id) on delete set null,
  kind text not null,
  to_address text not null,
  reply_to text,
  subject text not null,
  html text not null,
  text text not null,
  -- Extra headers, e.g. List-Unsubscribe / List-Unsubscribe-Post (RFC 8058) on newsletter mail.
  headers jsonb,
  -- pending → sending (claimed by one worker) → sent | logged (no provider configured) | failed
  status text not null default 'pending'
    check (status in ('pending', 'sending', 'sent', 'logged', 'failed')),
  attempts int not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_error text,
  provider_id text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
-- The worker's scan: due pending mails and stale claims.
create index if not exists email_outbox_due_idx on public.email_outbox (next_attempt_at)
  where status in ('pending', 'sending');
create index if not exists email_outbox_lead_idx on public.email_outbox (lead_id);

create table if not exists public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null unique,
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'unsubscribed')),
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz
);

drop trigger if exists leads_set_updated_at on public.leads;
create trigger leads_set_updated_at before update on public.leads
  for each row execute function public.set_updated_at();

alter table public.leads enable row level security;
alter table public.email_outbox enable row level security;
alter table public.newsletter_subscribers enable row level security;
do $$
begin
  if to_regrole('anon') is not null and to_regrole('authenticated') is not null then
    execute $sql$revoke all on public.leads, public.email_outbox, public.newsletter_subscribers from anon, authenticated$sql$;
  end if;
end
$$;
