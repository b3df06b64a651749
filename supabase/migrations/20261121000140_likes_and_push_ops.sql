-- Likes (set, never toggle: safe to retry from an offline queue) and push_ops, the outbox
-- upload: visit logs, likes and QR scans, each op applied at most once.

create or replace function private.is_likeable(p_location_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.locations l
                 where l.id = p_location_id and not private.is_hidden_content_type(l.content_type))
$$;

/**
 * Sets the caller's like on a location to `liked` and returns the location's like count after.
 * The user is the JWT's subject, never an argument. Setting the same value twice changes
 * nothing, so a retried call cannot count twice.
 */
create or replace function public.set_location_like(location_id uuid, liked boolean)
returns integer
language plpgsql volatile set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_count integer;
begin
  if v_uid is null then
    raise exception 'sign in to like locations' using errcode = '42501';
  end if;
  if set_location_like.location_id is null or set_location_like.liked is null then
    raise exception 'location_id and liked are required' using errcode = '22023';
  end if;
  if not private.is_likeable(set_location_like.location_id) then
    raise exception 'location not found' using errcode = 'PT404';
  end if;
  insert into public.location_likes (location_id, user_id, liked)
  values (set_location_like.location_id, v_uid, set_location_like.liked)
  -- named constraint: a column list here would clash with the parameter names
  on conflict on constraint location_likes_pkey
  do update set liked = excluded.liked, updated_at = now();

  select c.likes into v_count from public.location_like_counts c
   where c.location_id = set_location_like.location_id;
  return coalesce(v_count, 0);
end $$;

-- Like counts per location; unknown ids count 0.
create or replace function public.get_location_likes(location_ids uuid[])
returns table (location_id uuid, likes integer)
language sql stable set search_path = '' as $$
  select u.id, coalesce(c.likes, 0)
  from (select distinct x.id from unnest(get_location_likes.location_ids) as x(id)
        where x.id is not null) u
  left join public.location_like_counts c on c.location_id = u.id
$$;

revoke all on function public.set_location_like(uuid, boolean) from public, anon;
grant execute on function public.set_location_like(uuid, boolean) to authenticated, service_role;
revoke all on function public.get_location_likes(uuid[]) from public;
grant execute on function public.get_location_likes(uuid[]) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- push_ops

create or replace function private.try_timestamptz(p text) returns timestamptz
language plpgsql immutable set search_path = '' as $$
begin
  return p::timestamptz;
exception when others then
  return null;
end $$;

create or replace function private.json_int(p jsonb) returns integer
language sql immutable set search_path = '' as $$
  -- Screen sizes arrive as JSON numbers; fractional CSS pixels are rounded.
  select case when p is null or jsonb_typeof(p) = 'null' then null
              else round((p #>> '{}')::numeric)::integer end
$$;

create or replace function private.json_text(p jsonb, p_max integer) returns text
language sql immutable set search_path = '' as $$
  select case when p is null or jsonb_typeof(p) = 'null' then null
              else left(p #>> '{}', p_max) end
$$;

/**
 * Upserts one visit row (client-generated id). A visit belongs to the user who started it; an
 * anonymous visit is claimed by the first signed-in step. A step older than the stored one is
 * accepted and ignored, so ops delivered out of order never move a visit backwards.
 */
create or replace function private.apply_visit_upsert(p_op_id uuid, p jsonb, p_uid uuid)
returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_visit_id uuid := (p ->> 'visit_id')::uuid;
  v_ts timestamptz := coalesce((p ->> 'timestamp')::timestamptz, now());
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
    return jsonb_build_object('id', p_op_id, 'status', 'rejected', 'error', 'sign in to like locations');
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
          coalesce(p_at, now()))
  on conflict (id) do nothing;
  return jsonb_build_object('id', p_op_id, 'status', 'applied');
end $$;

create or replace function private.rejected(p_id text, p_error text) returns jsonb
language sql immutable set search_path = '' as $$
  select jsonb_build_object('id', coalesce(p_id, ''), 'status', 'rejected', 'error', p_error)
$$;

/**
 * Applies one op, at most once per op id. The op runs in a subtransaction: if it fails, its
 * partial writes are undone and it is reported as rejected, and the rest of the batch goes on.
 * Only applied ops are recorded; a replay answers 'duplicate' with the first result.
 */
create or replace function private.apply_op(p_op jsonb, p_uid uuid) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_id_text text;
  v_id uuid;
  v_kind text;
  v_payload jsonb;
  v_prev record;
  v_result jsonb;
begin
  if jsonb_typeof(p_op) is distinct from 'object' then
    return private.rejected(null, 'op must be an object');
  end if;
  v_id_text := p_op ->> 'id';
  if v_id_text is null
     or v_id_text !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return private.rejected(v_id_text, 'op id must be a uuid');
  end if;
  v_id := v_id_text::uuid;
  v_kind := p_op ->> 'kind';
  v_payload := p_op -> 'payload';

  -- Two uploads of the same op at once (two tabs) must not both apply it.
  perform pg_advisory_xact_lock(hashtextextended(v_id::text, 0));
  select a.user_id, a.result into v_prev from private.applied_ops a where a.id = v_id;
  if found then
    if v_prev.user_id is distinct from p_uid then
      return private.rejected(v_id_text, 'op id already used');
    end if;
    return v_prev.result || jsonb_build_object('status', 'duplicate');
  end if;

  if v_kind is null or v_kind not in ('visit_upsert', 'like_set', 'qr_scan') then
    return private.rejected(v_id_text, 'unknown op kind: ' || coalesce(v_kind, 'null'));
  end if;
  if jsonb_typeof(v_payload) is distinct from 'object' then
    return private.rejected(v_id_text, 'payload must be an object');
  end if;

  begin
    v_result := case v_kind
      when 'visit_upsert' then private.apply_visit_upsert(v_id, v_payload, p_uid)
      when 'like_set' then private.apply_like_set(v_id, v_payload, p_uid)
      else private.apply_qr_scan(v_id, v_payload, p_uid,
                                 private.try_timestamptz(p_op ->> 'at'))
    end;
  exception when others then
    return private.rejected(v_id_text, sqlerrm);
  end;

  if v_result ->> 'status' = 'applied' then
    insert into private.applied_ops (id, kind, user_id, result)
    values (v_id, v_kind, p_uid, v_result);
  end if;
  return v_result;
end $$;

/**
 * The outbox upload: one PushOpResult per op, in the order sent. The caller is taken from the
 * JWT (anonymous ops have no user). Runs as the owner because clients have no direct write
 * access to visit_logs and qr_scans; every write checks the caller itself.
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
  for v_op in select e.value from jsonb_array_elements(ops) with ordinality as e(value, n)
              order by e.n loop
    v_results := v_results || jsonb_build_array(private.apply_op(v_op, v_uid));
  end loop;
  return v_results;
end $$;

revoke all on all functions in schema private from public;
grant execute on function private.is_likeable(uuid) to authenticated, service_role;
revoke all on function public.push_ops(jsonb) from public;
grant execute on function public.push_ops(jsonb) to anon, authenticated, service_role;
