-- Article HTML fetched when needed (issue 16, "fewer bytes on the wire").
--
-- A full subscriber snapshot of the bench catalogue (1 000 routes, 10 000 locations) was
-- 23.9 MB of JSON, 55 % of it the two article bodies; a device reads the article of a stop
-- only when it is shown, and most devices open a few routes. So:
--
--  * sync_pull sends `article_nl` and `article_en` as null for every location. The keys stay
--    (same shape as before: old app versions read a null article as they read a locked pin's,
--    and keep the article they hold, since a row whose change_seq did not change is not
--    rewritten; leaving the keys out would store rows without them). `article_title` is still
--    sent: it is short, and the story search matches it (specification, "Data rules"), so
--    every device needs it for every story.
--  * `location_articles(ids)` answers the two articles and the row's change_seq for the ids
--    asked, as the caller: the policy on public.locations decides, the same rule by which
--    sync_pull sends a full row or a locked pin. A locked location is not in the answer; an id
--    the caller may not read is left out as an unknown one is. At most 200 ids per call (a
--    route's stops fit; a pack asks in batches).

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
                            lf.intro, null::text as article_nl, null::text as article_en,
                            lf.title_nl, lf.title_en,
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


/**
 * The articles of the locations in `ids` the caller may read in full (RLS on public.locations:
 * the rule sync_pull follows for full rows). Invoker, so the policy applies to the caller.
 */
create or replace function public.location_articles(ids uuid[])
returns table (id uuid, article_nl text, article_en text, change_seq bigint)
language plpgsql stable set search_path = '' as $$
begin
  if coalesce(cardinality(location_articles.ids), 0) > 200 then
    raise exception 'location_articles: at most 200 ids per call'
      using errcode = '22023';
  end if;
  return query
    select l.id, l.article_nl, l.article_en, l.change_seq
      from public.locations l
     where l.id = any (location_articles.ids);
end $$;

revoke all on function public.location_articles(uuid[]) from public;
grant execute on function public.location_articles(uuid[]) to anon, authenticated, service_role;
