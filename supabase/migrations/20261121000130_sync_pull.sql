-- sync_pull(since, access_key): what the caller may read that changed after `since`
-- (SyncPullResponse in src/sync/protocol.ts). Runs as the caller (SECURITY INVOKER): full
-- location rows come through the RLS policies; only the public pins of gated stops come from a
-- definer helper that returns nothing but titles, category and coordinates.

/**
 * Locked copies of locations that are stops of published routes: the overview map may show
 * where they are and what they are called, never their content. Fields are whitelisted, so a
 * column added later stays private until it is listed here. Returns the locations changed
 * after p_since plus those in p_ids (two index-friendly branches, not one OR).
 */
create or replace function private.location_pins(p_since bigint, p_ids uuid[])
returns table (id uuid, row_json json)
language sql stable security definer set search_path = '' as $$
  select l.id, json_build_object(
    'id', l.id, 'slug', l.slug, 'webflow_item_id', null, 'webflow_collection_id', null,
    'created_on', null, 'updated_on', null, 'published_on', null, 'video_url', null,
    'slider_images', '[]'::json, 'hero_image', null, 'spotify_url', null, 'maps_link', null,
    'intro', null, 'article_nl', null, 'article_en', null,
    'title_nl', l.title_nl, 'title_en', l.title_en, 'article_title', null,
    'publication_url', null, 'content_type', l.content_type, 'category', l.category,
    'lat', l.lat, 'lng', l.lng, 'author', null, 'image_credit', null, 'audio_url', null,
    'locked', true, 'change_seq', l.change_seq)
  from (
    select x.* from public.locations x where x.change_seq > p_since
    union all
    select x.* from public.locations x where x.id = any (p_ids) and x.change_seq <= p_since
  ) l
  where not private.is_hidden_content_type(l.content_type)
    and exists (select 1 from public.route_locations rl
                join public.routes r on r.id = rl.route_id
                where rl.location_id = l.id and r.published)
$$;

create or replace function private.is_pinned(p_location_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.locations l
    join public.route_locations rl on rl.location_id = l.id
    join public.routes r on r.id = rl.route_id
    where l.id = p_location_id and r.published
      and not private.is_hidden_content_type(l.content_type))
$$;

-- The newest change anywhere: the cursor a pull hands back. Indexed max() per table.
create or replace function private.max_change_seq() returns bigint
language sql stable security definer set search_path = '' as $$
  select greatest(
    (select coalesce(max(change_seq), 0) from public.routes),
    (select coalesce(max(change_seq), 0) from public.route_locations),
    (select coalesce(max(change_seq), 0) from public.locations),
    (select coalesce(max(change_seq), 0) from public.location_like_counts),
    (select coalesce(max(change_seq), 0) from public.location_likes),
    (select coalesce(max(change_seq), 0) from public.sync_tombstones))
$$;

revoke all on all functions in schema private from public;
grant execute on function private.location_pins(bigint, uuid[]), private.is_pinned(uuid),
  private.max_change_seq() to anon, authenticated, service_role;

/**
 * Incremental when the client's cursor and entitlement still hold: rows with change_seq >
 * since, plus the stops (and their locations) of routes that changed, so a newly published
 * route arrives whole. Full snapshot (full: true, removed empty) when since <= 0, when the
 * entitlement key differs (the client must drop what it may no longer read), or when since is
 * ahead of the server (a reset database).
 *
 * All statements of this STABLE function see one snapshot, so the cursor matches the rows.
 * Built as json (not jsonb): a full snapshot is large and json aggregates much faster; each
 * "changed or linked" set is a UNION ALL of two indexed lookups rather than one OR.
 */
create or replace function public.sync_pull(since bigint, access_key text) returns json
language plpgsql stable set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_key text := private.access_key();
  v_max bigint := private.max_change_seq();
  v_full boolean;
  v_since bigint;
  v_result json;
  v_my_likes json := '[]'::json;
begin
  v_full := coalesce(sync_pull.since, 0) <= 0
            or sync_pull.access_key is distinct from v_key
            or sync_pull.since > v_max;
  v_since := case when v_full then 0 else sync_pull.since end;

  -- location_likes is not granted to anon at all, so it is only read for a signed-in caller.
  if v_uid is not null then
    select coalesce(json_agg(json_build_object('location_id', k.location_id, 'liked', k.liked)),
                    '[]'::json)
      into v_my_likes
      from public.location_likes k
     where k.user_id = v_uid and k.change_seq > v_since;
  end if;

  with
  r as (
    select x.* from public.routes x where x.change_seq > v_since
  ),
  rl as (
    select x.* from public.route_locations x where x.change_seq > v_since
    union all
    select x.* from public.route_locations x
    where x.route_id in (select r.id from r) and x.change_seq <= v_since
  ),
  stop_ids as (
    select array_agg(distinct rl.location_id) as ids from rl
  ),
  lf as (
    select x.*, false as locked from public.locations x where x.change_seq > v_since
    union all
    select x.*, false as locked from public.locations x
    where x.id in (select rl.location_id from rl) and x.change_seq <= v_since
  ),
  lp as (
    select p.id, p.row_json
    from private.location_pins(v_since, (select stop_ids.ids from stop_ids)) p
    where p.id not in (select lf.id from lf)
  ),
  counts as (
    select c.location_id, c.likes from public.location_like_counts c
    where c.location_id in (select lf.id from lf union all select lp.id from lp)
    union
    select c.location_id, c.likes from public.location_like_counts c
    where c.change_seq > v_since
      and (exists (select 1 from public.locations l where l.id = c.location_id)
           or private.is_pinned(c.location_id))
  ),
  tombs as (
    select t.table_name, t.row_id, t.location_id from public.sync_tombstones t
    where not v_full and t.change_seq > v_since
  )
  select json_build_object(
    'cursor', greatest(v_max, v_since),
    'full', v_full,
    'access_key', v_key,
    'access', private.access_state(),
    'routes', coalesce((select json_agg(r order by r.created_at desc, r.id) from r), '[]'::json),
    'route_locations', coalesce((select json_agg(rl) from rl), '[]'::json),
    'locations', coalesce((select json_agg(j.v) from (
                   select row_to_json(lf) as v from lf
                   union all
                   select lp.row_json from lp) j), '[]'::json),
    'like_counts', coalesce((select json_agg(counts) from counts), '[]'::json),
    'my_likes', v_my_likes,
    'removed', json_build_object(
      'routes', coalesce((select json_agg(t.row_id) from tombs t where t.table_name = 'routes'),
                         '[]'::json),
      'route_locations', coalesce((select json_agg(t.row_id) from tombs t
                                   where t.table_name = 'route_locations'), '[]'::json),
      -- Tombstoned locations, and locations of removed stops the caller can no longer see.
      'locations', coalesce((
        select json_agg(g.id) from (
          select t.row_id as id from tombs t where t.table_name = 'locations'
          union
          select t.location_id from tombs t
          where t.table_name = 'route_locations' and t.location_id is not null
            and t.location_id not in (select l.id from public.locations l)
            and not private.is_pinned(t.location_id)
        ) g), '[]'::json)
    )
  ) into v_result;

  return v_result;
end $$;

revoke all on function public.sync_pull(bigint, text) from public;
grant execute on function public.sync_pull(bigint, text) to anon, authenticated, service_role;
