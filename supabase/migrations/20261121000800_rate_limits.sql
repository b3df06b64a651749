-- Rate limits for the api edge function's public endpoints (subscriber lookup and activation).
--
-- The counters live here, not in the function's memory, because Supabase runs many short-lived
-- function instances: only a shared store sees every attempt.
--
-- One row per key (e.g. 'lookup:ip:203.0.113.7'). A window opens with a key's first hit and
-- lasts p_window_seconds; hits inside it are counted, and the first hit after it opens a new
-- window. So a key gets at most p_limit allowed hits per window (at most 2 × p_limit in any span
-- of one window length that straddles two windows), which is all these limits need.

create table if not exists private.rate_limits (
  key text primary key,
  -- Capped at limit + 1: once over the limit, counting further changes nothing.
  hits integer not null,
  window_ends_at timestamptz not null
);
-- Pruning looks for expired windows; the index keeps that a short range scan.
create index if not exists rate_limits_window_ends_at_idx
  on private.rate_limits (window_ends_at);

alter table private.rate_limits enable row level security;
revoke all on private.rate_limits from public, anon, authenticated, service_role;

-- hit_rate_limit: counts one hit for p_key and answers how many seconds the caller must wait:
-- 0 = allowed, otherwise the seconds until the key's window ends (for Retry-After).
--
-- Correct under concurrency: INSERT … ON CONFLICT DO UPDATE takes the row lock and updates the
-- latest committed version, so parallel hits on one key are counted one after another and
-- exactly p_limit of them are allowed per window.
--
-- Each call also deletes a few expired rows. An expired row means the same as no row (the next
-- hit starts a new window), so deleting it never changes an answer; SKIP LOCKED means pruning
-- never waits for, or deadlocks with, a concurrent hit. Each call adds at most one row and may
-- remove several, so the table stays about as large as the set of keys active in one window.
create or replace function public.hit_rate_limit(
  p_key text,
  p_limit integer,
  p_window_seconds integer
)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_hits integer;
  v_window_ends_at timestamptz;
begin
  if p_key is null or p_key = '' or p_limit is null or p_limit < 1
     or p_window_seconds is null or p_window_seconds < 1 then
    raise exception 'hit_rate_limit: key, limit >= 1 and window >= 1 s are required'
      using errcode = '22023';
  end if;

  insert into private.rate_limits as r (key, hits, window_ends_at)
  values (p_key, 1, now() + p_window_seconds * interval '1 second')
  on conflict (key) do update
    set hits = case when r.window_ends_at <= now() then 1
                    else least(r.hits, p_limit) + 1 end,
        window_ends_at = case when r.window_ends_at <= now() then excluded.window_ends_at
                              else r.window_ends_at end
  returning r.hits, r.window_ends_at into v_hits, v_window_ends_at;

  delete from private.rate_limits d
  where d.key in (
    select s.key from private.rate_limits s
    where s.window_ends_at <= now()
    order by s.window_ends_at
    limit 20
    for update skip locked
  );

  if v_hits <= p_limit then
    return 0;
  end if;
  return greatest(1, ceil(extract(epoch from v_window_ends_at - now()))::integer);
end
$$;

revoke all on function public.hit_rate_limit(text, integer, integer)
  from public, anon, authenticated;
grant execute on function public.hit_rate_limit(text, integer, integer) to service_role;
