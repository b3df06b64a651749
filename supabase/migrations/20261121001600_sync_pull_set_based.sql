-- sync_pull, same answer, less work. A full subscriber snapshot of the bench catalogue (1 000
-- routes, 10 000 locations, scripts/bench/sync-pull.bench.ts) took about 0.8 s in Postgres and
-- 1.0-1.3 s of server time, against a 1 s target.
--
-- What the profile (auto_explain / EXPLAIN ANALYZE on PostgreSQL 15 and PGlite) showed, and
-- what changes:
--
--  * Each row became JSON through `to_jsonb(row) - 'change_xid'`: a jsonb value built (every
--    article copied into jsonb's binary form), edited and printed again; over half the time.
--    Rows are now printed once by `row_to_json` of their columns without change_xid. The
--    lists name every column; tests/sql/sync-pull-columns.test.ts fails when a table gains a
--    column that they do not send (to_jsonb sent new columns without being asked).
--  * The pins of gated stops (private.location_pins) were built for every location changed
--    since the cursor, 10 000 `json_build_object` calls in a full snapshot, and then dropped
--    when the caller reads that location in full (a subscriber reads all). The ids the caller
--    gets in full are now passed in and skipped before any JSON is built.
--  * The CTE of full location rows held the whole snapshot (24 MB of articles) a second time
--    and spilled it to disk; it now holds ids, and the rows are read once where they become JSON.
--  * In a full snapshot the like counts "changed since 0" (with a per-row `is_pinned` call)
--    are exactly the counts of the locations sent, so only those are read.
--  * The most frequent pull is the empty one (every device, every few minutes, nothing new).
--    It now asks five indexes whether anything changed since the cursor and, if nothing did,
--    answers at once: the same empty answer the whole query would build, without planning it.
--
-- The answer is the same: the same rows, keys and values; only the key order inside a row
-- object follows the table's column order now, and the JSON text has no spaces after colons.

/**
 * private.location_pins, minus the ids in p_seen (the locations the caller gets in full), which
 * are dropped before their JSON is built.
 */
create or replace function private.location_pins_except(p_since bigint, p_ids uuid[],
                                                        p_seen uuid[])
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
    select x.id, x.slug, x.title_nl, x.title_en, x.content_type, x.category, x.lat, x.lng,
           x.change_seq
      from public.locations x where x.change_xid >= p_since
    union all
    select x.id, x.slug, x.title_nl, x.title_en, x.content_type, x.category, x.lat, x.lng,
           x.change_seq
      from public.locations x
     where p_since > 0 and x.id = any (p_ids) and x.change_xid < p_since
  ) l
  where l.id not in (select s.id from unnest(p_seen) as s(id))
    and not private.is_hidden_content_type(l.content_type)
    and exists (select 1 from public.route_locations rl
                join public.routes r on r.id = rl.route_id
                where rl.location_id = l.id and r.published)
$$;

/**
 * Whether any row a pull could send or remove was written at or after p_since (the caller's
 * cursor). Definer: a change the caller cannot read may still reach them (a pin, a removal),
 * so it counts too. Each max() is one probe of the change_xid index, whatever the planner
 * guesses about p_since (an `exists (… >= p_since)` may be planned as a full scan).
 */
create or replace function private.changed_since(p_since bigint) returns boolean
language sql stable security definer set search_path = '' as $$
  select greatest((select max(x.change_xid) from public.routes x),
                  (select max(x.change_xid) from public.route_locations x),
                  (select max(x.change_xid) from public.locations x),
                  (select max(x.change_xid) from public.location_like_counts x),
                  (select max(x.change_xid) from public.sync_tombstones x)) >= p_since
$$;

revoke all on function private.location_pins_except(bigint, uuid[], uuid[]) from public;
revoke all on function private.changed_since(bigint) from public;
grant execute on function private.location_pins_except(bigint, uuid[], uuid[]),
  private.changed_since(bigint) to anon, authenticated, service_role;

create or replace function public.sync_pull(since bigint, access_key text) returns json
language plpgsql stable set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_key text := private.access_key();
  -- Every transaction below xmin has ended; ones at or above it may still commit.
  v_snapshot pg_snapshot := pg_current_snapshot();
  v_xmin bigint := pg_snapshot_xmin(v_snapshot)::text::bigint;
  v_xmax bigint := pg_snapshot_xmax(v_snapshot)::text::bigint;
  v_full boolean;
  v_since bigint;
  v_result json;
  v_my_likes json := '[]'::json;
begin
  v_full := coalesce(sync_pull.since, 0) <= 0
            or sync_pull.access_key is distinct from v_key
            or sync_pull.since > v_xmax
            -- Tombstones the cursor would need were pruned: only a snapshot is complete.
            or sync_pull.since < private.tombstone_horizon();
  v_since := case when v_full then 0 else sync_pull.since end;

  -- location_likes is not granted to anon at all, so it is only read for a signed-in caller.
  if v_uid is not null then
    select coalesce(json_agg(json_build_object('location_id', k.location_id, 'liked', k.liked)),
                    '[]'::json)
      into v_my_likes
      from public.location_likes k
     where k.user_id = v_uid and k.change_xid >= v_since;
  end if;

  -- Nothing written since the cursor: the answer below would be empty, so give it now.
  if not v_full and not private.changed_since(v_since) then
    return json_build_object(
      'cursor', v_xmin, 'full', v_full, 'access_key', v_key, 'access', private.access_state(),
      'routes', '[]'::json, 'route_locations', '[]'::json, 'locations', '[]'::json,
      'like_counts', '[]'::json, 'my_likes', v_my_likes,
      'removed', json_build_object('routes', '[]'::json, 'route_locations', '[]'::json,
                                   'locations', '[]'::json));
  end if;

  with
  r as (
    select x.* from public.routes x where x.change_xid >= v_since
  ),
  rl as (
    select x.* from public.route_locations x where x.change_xid >= v_since
    union all
    select x.* from public.route_locations x
    where x.route_id in (select r.id from r) and x.change_xid < v_since
  ),
  -- Only the ids: the rows themselves are read once, below, where they become JSON (a CTE of
  -- whole rows would hold the snapshot's 24 MB of articles a second time, spilling to disk).
  lf as (
    select x.id from public.locations x where x.change_xid >= v_since
    union all
    select x.id from public.locations x
    where not v_full and x.id in (select rl.location_id from rl) and x.change_xid < v_since
  ),
  lp as (
    select p.id, p.row_json
    from private.location_pins_except(
      v_since,
      (select array_agg(distinct rl.location_id) from rl),
      (select array_agg(lf.id) from lf)) p
  ),
  counts as (
    select c.location_id, c.likes from public.location_like_counts c
    where c.location_id in (select lf.id from lf union all select lp.id from lp)
    union
    -- In a full snapshot every count of a visible or pinned location is in the branch above.
    select c.location_id, c.likes from public.location_like_counts c
    where not v_full and c.change_xid >= v_since
      and (exists (select 1 from public.locations l where l.id = c.location_id)
           or private.is_pinned(c.location_id))
  ),
  tombs as (
    select t.table_name, t.row_id, t.location_id from public.sync_tombstones t
    where not v_full and t.change_xid >= v_since
  )
  select json_build_object(
    'cursor', v_xmin,
    'full', v_full,
    'access_key', v_key,
    'access', private.access_state(),
    'routes', coalesce((
      select json_agg(j order by j.created_at desc, j.id) from (
        select r.id, r.name, r.name_en, r.description, r.description_en, r.color, r.published,
               r.daypass, r.is_trial, r.is_book, r.is_builtin, r.distance_m, r.stop_count,
               r.path, r.created_at, r.updated_at, r.change_seq
        from r) j), '[]'::json),
    'route_locations', coalesce((
      select json_agg(j) from (
        select rl.id, rl.route_id, rl.location_id, rl."order", rl.video_url, rl.created_at,
               rl.change_seq
        from rl) j), '[]'::json),
    'locations', coalesce((select json_agg(j.v) from (
                   select row_to_json(f) as v from (
                     select lf.id, lf.slug, lf.webflow_item_id, lf.webflow_collection_id,
                            lf.created_on, lf.updated_on, lf.published_on, lf.video_url,
                            lf.slider_images, lf.hero_image, lf.spotify_url, lf.maps_link,
                            lf.intro, lf.article_nl, lf.article_en, lf.title_nl, lf.title_en,
                            lf.article_title, lf.publication_url, lf.content_type, lf.category,
                            lf.lat, lf.lng, lf.author, lf.image_credit, lf.audio_url,
                            lf.change_seq, false as locked
                     from (
                       select x.* from public.locations x where x.change_xid >= v_since
                       union all
                       select x.* from public.locations x
                        where not v_full and x.id in (select rl.location_id from rl)
                          and x.change_xid < v_since) lf) f
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
