-- An article is fetched again only when its text changed (issue 16, "fewer bytes on the
-- wire").
--
-- A device decided that a stored article was out of date by the location's change_seq: any
-- change to the row (a title, a photo) sent the article again, and the built-in route's
-- bundled articles (change_seq 0) were fetched again on every first visit, 8 articles the
-- device had just written from its bundle. So:
--
--  * `private.article_hash(nl, en)` is the md5 (its first 16 hex digits) of the two bodies, each written as its length
--    in bytes, ':' and its text, or '-' when null (unambiguous, whatever the text holds). The
--    app's bundle carries the same hash of its own articles (scripts/seed/articleHash.ts
--    computes it the same way; tests/sql/article-hash.test.ts holds the two together).
--  * sync_pull sends it with every full location row as `article_hash` (a locked pin has no
--    article: its `article_hash` is null, so pins keep the shape of full rows), and `location_articles` answers it with the articles. A device whose
--    stored article has the hash its location row names keeps it, whatever the change_seq.
--    Older app versions ignore the new key.
--  * MD5 is a checksum here, not a security measure: the text it covers is the caller's to read.
--    It only tells one location's versions apart, so 64 bits of it (16 hex digits) are plenty
--    (a missed change is a 1 in 10^19 chance) and cost half the bytes: in a full snapshot of
--    10 000 locations the hashes do not compress, about 10 bytes a row on the wire.

create or replace function private.article_hash(nl text, en text) returns text
language sql immutable parallel safe set search_path = '' as $$
  select left(md5(coalesce(octet_length(nl)::text || ':' || nl, '-') || '|'
                  || coalesce(octet_length(en)::text || ':' || en, '-')), 16)
$$;

revoke all on function private.article_hash(text, text) from public;
grant execute on function private.article_hash(text, text) to anon, authenticated, service_role;

/**
 * private.location_pins, minus the ids in p_seen (the locations the caller gets in full), which
 * are dropped before their JSON is built. A pin names no article text: `article_hash` null.
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
    'locked', true, 'change_seq', l.change_seq, 'article_hash', null)
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

revoke all on function private.location_pins_except(bigint, uuid[], uuid[]) from public;
grant execute on function private.location_pins_except(bigint, uuid[], uuid[])
  to anon, authenticated, service_role;

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
                            lf.change_seq, false as locked,
                            private.article_hash(lf.article_nl, lf.article_en) as article_hash
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

-- The answer gains a column: a new return type needs the function dropped first.
drop function public.location_articles(uuid[]);

/**
 * The articles of the locations in `ids` the caller may read in full (RLS on public.locations:
 * the rule sync_pull follows for full rows), with their hash. Invoker, so the policy applies
 * to the caller.
 */
create function public.location_articles(ids uuid[])
returns table (id uuid, article_nl text, article_en text, change_seq bigint, article_hash text)
language plpgsql stable set search_path = '' as $$
begin
  if coalesce(cardinality(location_articles.ids), 0) > 200 then
    raise exception 'location_articles: at most 200 ids per call'
      using errcode = '22023';
  end if;
  return query
    select l.id, l.article_nl, l.article_en, l.change_seq,
           private.article_hash(l.article_nl, l.article_en)
      from public.locations l
     where l.id = any (location_articles.ids);
end $$;

revoke all on function public.location_articles(uuid[]) from public;
grant execute on function public.location_articles(uuid[]) to anon, authenticated, service_role;
