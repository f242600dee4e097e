-- Fixed-window rate-limit counters (sign-in now, lead forms later). In Postgres rather than in
-- memory so a limit holds across every app instance behind a load balancer.
create table if not exists public.rate_limits (
  bucket text not null,
  key text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  expires_at timestamptz not null,
  primary key (bucket, key, window_start)
);

create index if not exists rate_limits_expires_at_idx on public.rate_limits (expires_at);

-- No policies: neither anonymous nor signed-in API users may read or write counters.
alter table public.rate_limits enable row level security;
