-- push_ops against hostile and broken clients.
--
-- 1. Anonymous uploads are rate-limited. Anyone with the public anon key could write QR scans
--    and visit logs as fast as the database accepts them (5 000 scans, 10 MB, in three
--    seconds). Anonymous ops are now counted per client address and for all anonymous callers
--    together, in private.rate_limits (the table hit_rate_limit uses), so every server and
--    function instance shares the count. Over a limit the whole call is refused with 429:
--    the sync engine keeps the ops and retries later with backoff, so nothing is lost.
--    Signed-in callers are not limited here; their ops carry their account.
-- 2. Client times are clamped. A visit stamped 9999-12-31 pinned its row (later real steps
--    were "older" and ignored). Times the client sends are stored at most five minutes ahead
--    of the server's clock.
-- 3. Ops older than OP_MAX_AGE (90 days) are refused, with code op_expired. This is what lets
--    old applied-op records be pruned without losing exactly-once: see prune_op_records in
--    20261121000920_prune_op_records.sql.
-- 4. Rejections carry a code and a plain message. They used to carry Postgres's own text
--    ("invalid input syntax for type uuid: …", constraint names, the client's input echoed).
--    The detail now goes to the server log (RAISE LOG) and never to the client.

-- ---------------------------------------------------------------------------------------------
-- The client's address, as the API gateway reports it.
--
-- PostgREST passes the request's headers in the `request.headers` setting. The gateway in front
-- (Supabase's, or the local server) appends the address it saw to `x-forwarded-for`; entries to
-- its left were written by whatever came before, including the client itself, so they are only
-- believed when the entry right of them is a proxy we trust. The address is therefore the
-- rightmost entry that is not in private.trusted_proxies (empty by default: the rightmost).

create table if not exists private.trusted_proxies (
  range cidr primary key
);
alter table private.trusted_proxies enable row level security;
revoke all on private.trusted_proxies from public, anon, authenticated, service_role;

create or replace function private.client_address() returns text
language plpgsql stable security definer set search_path = '' as $$
declare
  v_header text;
  v_entries text[];
  v_entry text;
  v_address inet;
begin
  begin
    v_header := nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for';
  exception when others then
    v_header := null;
  end;
  -- A forged header can be long; no address needs more than this.
  v_entries := string_to_array(left(coalesce(v_header, ''), 2048), ',');
  for i in reverse coalesce(array_length(v_entries, 1), 0) .. 1 loop
    v_entry := btrim(v_entries[i]);
    continue when v_entry = '';
    begin
      v_address := v_entry::inet;
    exception when others then
      -- Not an address (a port, an obfuscated name): it is still the hop's own word for the
      -- client, and it is not a trusted proxy.
      return lower(left(v_entry, 64));
    end;
    if not exists (select 1 from private.trusted_proxies t where v_address <<= t.range) then
      return host(v_address);
    end if;
  end loop;
  -- Every hop is a trusted proxy (or there is no header): the leftmost is all we have.
  return coalesce(host(v_address), 'unknown');
end $$;

-- ---------------------------------------------------------------------------------------------
-- A rate limit that charges several hits at once (one per op).
--
-- Same table and window rule as hit_rate_limit. A call is refused only when the window's budget
-- was already used up before it; a call that starts inside the budget is charged whole. So a
-- batch is never split (a refused batch changes nothing) and any batch push_ops accepts (up to
-- 500 ops) gets through on an empty window: a window holds at most limit + 499 hits.
--
-- The row lock taken here is held until the caller's transaction ends, so concurrent uploads
-- under one key are counted one after another. Keys are always locked in the same order
-- (client, then all-anonymous), so two uploads never wait for each other in a cycle.
create or replace function private.take_rate_limit(p_key text, p_cost integer, p_limit integer,
  p_window_seconds integer)
returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_hits integer;
  v_ends timestamptz;
begin
  insert into private.rate_limits (key, hits, window_ends_at)
  values (p_key, 0, now() + p_window_seconds * interval '1 second')
  on conflict (key) do nothing;
  select r.hits, r.window_ends_at into v_hits, v_ends
    from private.rate_limits r where r.key = p_key for update;
  if v_ends <= now() then
    v_hits := 0;
    v_ends := now() + p_window_seconds * interval '1 second';
  end if;
  if v_hits >= p_limit then
    return greatest(1, ceil(extract(epoch from v_ends - now()))::integer);
  end if;
  update private.rate_limits r
     set hits = least(v_hits::bigint + p_cost, 2147483647)::integer, window_ends_at = v_ends
   where r.key = p_key;
  return 0;
end $$;

/**
 * Anonymous ops: 500 per client address and 5 000 for all anonymous callers together, per
 * 10 minutes. A walk logs a few dozen ops and a device drains its outbox in batches of 50, so a
 * household or a tour group behind one address stays far below; a flood gets one window's
 * worth in and then waits. Raises PT429 (HTTP 429) with the seconds to wait.
 */
create or replace function private.limit_anonymous_ops(p_count integer) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_wait integer;
begin
  if p_count < 1 then
    return;
  end if;
  v_wait := greatest(
    private.take_rate_limit('push_ops:anon:' || private.client_address(), p_count, 500, 600),
    private.take_rate_limit('push_ops:anon', p_count, 5000, 600));
  if v_wait > 0 then
    raise exception 'Too many uploads. Try again in % seconds.', v_wait
      using errcode = 'PT429';
  end if;
end $$;

-- ---------------------------------------------------------------------------------------------
-- Client times.

/** Ops stamped earlier than this are refused (op_expired); prune_op_records depends on it. */
create or replace function private.op_max_age() returns interval
language sql immutable set search_path = '' as $$
  select interval '90 days'
$$;

/**
 * A time the client sent, at most five minutes ahead of the server (a device clock a little
 * fast still orders its own steps); null means now. Times in the past are kept as sent: they
 * pin nothing, and an op stamped too long ago is refused before it gets here.
 */
create or replace function private.clamp_client_time(p timestamptz) returns timestamptz
language sql stable set search_path = '' as $$
  select least(coalesce(p, now()), now() + interval '5 minutes')
$$;

-- ---------------------------------------------------------------------------------------------
-- Rejections.

create or replace function private.rejected(p_id text, p_code text, p_message text)
returns jsonb
language sql immutable set search_path = '' as $$
  select jsonb_build_object('id', coalesce(left(p_id, 64), ''), 'status', 'rejected',
                            'code', p_code, 'error', p_message)
$$;

/** What the client is told when applying an op raised an error; the SQLSTATE picks it. */
create or replace function private.rejected_for_state(p_id text, p_state text) returns jsonb
language sql immutable set search_path = '' as $$
  select case
    when p_state in ('42501') then
      private.rejected(p_id, 'not_allowed', 'This change is not allowed for your account.')
    when p_state in ('PT404', '23503') then
      private.rejected(p_id, 'not_found', 'The place this change refers to is not available.')
    when p_state like '22%' or p_state in ('23502', '23514') then
      private.rejected(p_id, 'invalid_payload', 'This change is malformed.')
    else
      private.rejected(p_id, 'failed', 'The server could not save this change.')
  end
$$;

-- ---------------------------------------------------------------------------------------------
-- The op kinds, with clamped times (otherwise as in 20261121000140).

create or replace function private.apply_visit_upsert(p_op_id uuid, p jsonb, p_uid uuid)
returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_visit_id uuid := (p ->> 'visit_id')::uuid;
  v_ts timestamptz := private.clamp_client_time((p ->> 'timestamp')::timestamptz);
  v_existing record;
begin
  if v_visit_id is null then
    raise exception 'payload.visit_id is required' using errcode = '22023';
  end if;
  select v.user_id, v."timestamp" into v_existing
    from public.visit_logs v where v.id = v_visit_id for update;
  if found then
    if v_existing.user_id is not null and v_existing.user_id is distinct from p_uid then
      raise exception 'visit belongs to another user' using errcode = '42501';
    end if;
    if v_existing."timestamp" > v_ts then
      return jsonb_build_object('id', p_op_id, 'status', 'applied');
    end if;
  end if;

  insert into public.visit_logs as v (
    id, user_id, pathname, route_id, location_id, location_index, completed, user_agent,
    screen_width, screen_height, viewport_width, viewport_height, language, platform, timezone,
    referrer, touch_support, cookie_enabled, session_id, "timestamp")
  values (
    v_visit_id, p_uid, coalesce(private.json_text(p -> 'pathname', 1024), ''),
    (p ->> 'route_id')::uuid, (p ->> 'location_id')::uuid, private.json_int(p -> 'location_index'),
    coalesce((p ->> 'completed')::boolean, false), private.json_text(p -> 'user_agent', 1024),
    private.json_int(p -> 'screen_width'), private.json_int(p -> 'screen_height'),
    private.json_int(p -> 'viewport_width'), private.json_int(p -> 'viewport_height'),
    private.json_text(p -> 'language', 64), private.json_text(p -> 'platform', 128),
    private.json_text(p -> 'timezone', 128), private.json_text(p -> 'referrer', 2048),
    (p ->> 'touch_support')::boolean, (p ->> 'cookie_enabled')::boolean,
    private.json_text(p -> 'session_id', 128), v_ts)
  on conflict (id) do update set
    user_id = coalesce(v.user_id, excluded.user_id),
    pathname = excluded.pathname, route_id = excluded.route_id,
    location_id = excluded.location_id, location_index = excluded.location_index,
    completed = excluded.completed, user_agent = excluded.user_agent,
    screen_width = excluded.screen_width, screen_height = excluded.screen_height,
    viewport_width = excluded.viewport_width, viewport_height = excluded.viewport_height,
    language = excluded.language, platform = excluded.platform, timezone = excluded.timezone,
    referrer = excluded.referrer, touch_support = excluded.touch_support,
    cookie_enabled = excluded.cookie_enabled, session_id = excluded.session_id,
    "timestamp" = excluded."timestamp", updated_at = now();
  return jsonb_build_object('id', p_op_id, 'status', 'applied');
end $$;

create or replace function private.apply_like_set(p_op_id uuid, p jsonb, p_uid uuid)
returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_count integer;
begin
  if p_uid is null then
    return private.rejected(p_op_id::text, 'sign_in_required', 'Sign in to like locations.');
  end if;
  if jsonb_typeof(p -> 'liked') is distinct from 'boolean' then
    raise exception 'payload.liked must be a boolean' using errcode = '22023';
  end if;
  v_count := public.set_location_like((p ->> 'location_id')::uuid, (p -> 'liked')::boolean);
  return jsonb_build_object('id', p_op_id, 'status', 'applied', 'new_like_count', v_count);
end $$;

create or replace function private.apply_qr_scan(p_op_id uuid, p jsonb, p_uid uuid, p_at timestamptz)
returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
begin
  insert into public.qr_scans (id, user_id, pathname, user_agent, referrer, created_at)
  values (p_op_id, p_uid, private.json_text(p -> 'pathname', 1024),
          private.json_text(p -> 'user_agent', 1024), private.json_text(p -> 'referrer', 2048),
          private.clamp_client_time(p_at))
  on conflict (id) do nothing;
  return jsonb_build_object('id', p_op_id, 'status', 'applied');
end $$;

/**
 * Applies one op, at most once per op id (as before), now with codes on every rejection and
 * ops older than op_max_age refused. A replay of an op that was applied is answered
 * 'duplicate' before its age is looked at: the record says what happened.
 */
create or replace function private.apply_op(p_op jsonb, p_uid uuid) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_id_text text;
  v_id uuid;
  v_kind text;
  v_payload jsonb;
  v_at timestamptz;
  v_prev record;
  v_result jsonb;
  v_state text;
  v_message text;
begin
  if jsonb_typeof(p_op) is distinct from 'object' then
    return private.rejected(null, 'invalid_op', 'This change is malformed.');
  end if;
  v_id_text := p_op ->> 'id';
  if v_id_text is null
     or v_id_text !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return private.rejected(v_id_text, 'invalid_op', 'This change has no valid id.');
  end if;
  v_id := v_id_text::uuid;
  v_kind := p_op ->> 'kind';
  v_payload := p_op -> 'payload';
  v_at := private.try_timestamptz(p_op ->> 'at');

  -- Two uploads of the same op at once (two tabs) must not both apply it.
  perform pg_advisory_xact_lock(hashtextextended(v_id::text, 0));
  select a.user_id, a.result into v_prev from private.applied_ops a where a.id = v_id;
  if found then
    if v_prev.user_id is distinct from p_uid then
      return private.rejected(v_id_text, 'op_id_taken',
                              'This change id was already used by another account.');
    end if;
    return v_prev.result || jsonb_build_object('status', 'duplicate');
  end if;

  if v_kind is null or v_kind not in ('visit_upsert', 'like_set', 'qr_scan') then
    return private.rejected(v_id_text, 'unknown_kind', 'This kind of change is not known.');
  end if;
  if jsonb_typeof(v_payload) is distinct from 'object' then
    return private.rejected(v_id_text, 'invalid_op', 'This change is malformed.');
  end if;
  if v_at < now() - private.op_max_age() then
    return private.rejected(v_id_text, 'op_expired', 'This change is too old to be saved.');
  end if;

  begin
    v_result := case v_kind
      when 'visit_upsert' then private.apply_visit_upsert(v_id, v_payload, p_uid)
      when 'like_set' then private.apply_like_set(v_id, v_payload, p_uid)
      else private.apply_qr_scan(v_id, v_payload, p_uid, v_at)
    end;
  exception when others then
    get stacked diagnostics v_state = returned_sqlstate, v_message = message_text;
    -- For the operator: the server log, never the client.
    raise log 'push_ops: op % (%) rejected: % %', v_id, v_kind, v_state, left(v_message, 500);
    return private.rejected_for_state(v_id_text, v_state);
  end;

  if v_result ->> 'status' = 'applied' then
    insert into private.applied_ops (id, kind, user_id, result)
    values (v_id, v_kind, p_uid, v_result);
  end if;
  return v_result;
end $$;

/**
 * The outbox upload (as in 20261121000140), with anonymous callers rate-limited before any op
 * is applied.
 */
create or replace function public.push_ops(ops jsonb) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_results jsonb := '[]'::jsonb;
  v_op jsonb;
begin
  if jsonb_typeof(ops) is distinct from 'array' then
    raise exception 'ops must be a JSON array' using errcode = '22023';
  end if;
  if jsonb_array_length(ops) > 500 then
    raise exception 'too many ops in one batch (at most 500)' using errcode = 'PT413';
  end if;
  if v_uid is null then
    perform private.limit_anonymous_ops(jsonb_array_length(ops));
  end if;
  for v_op in select e.value from jsonb_array_elements(ops) with ordinality as e(value, n)
              order by e.n loop
    v_results := v_results || jsonb_build_array(private.apply_op(v_op, v_uid));
  end loop;
  return v_results;
end $$;

-- ---------------------------------------------------------------------------------------------
-- hit_rate_limit (20261121000800) with a bound on the key: keys are built by our own code from
-- bounded parts, and a longer one is a bug, not something to store.
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
  if p_key is null or p_key = '' or length(p_key) > 200 or p_limit is null or p_limit < 1
     or p_window_seconds is null or p_window_seconds < 1 then
    raise exception 'hit_rate_limit: a key of 1 to 200 characters, limit >= 1 and window >= 1 s are required'
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

-- Internal to push_ops and the rate limits (which run as the owner): nobody calls them directly.
revoke all on function private.client_address(), private.take_rate_limit(text, integer, integer,
  integer), private.limit_anonymous_ops(integer), private.op_max_age(),
  private.clamp_client_time(timestamptz), private.rejected(text, text, text),
  private.rejected_for_state(text, text)
  from public, anon, authenticated;
