-- A cursor no commit can fall behind.
--
-- Until now a pull answered with the highest change_seq it could see. A transaction that had
-- drawn a lower change_seq but committed after that pull (a long CMS import, a like counted
-- while a pull ran) was then below every later cursor, and its change reached no device until
-- its next full snapshot.
--
-- Now every change also records the id of the transaction that wrote it (change_xid), and the
-- cursor is the pull's snapshot xmin: every transaction with a lower id had ended when the pull
-- ran, so its rows were either visible or never will be. Transactions at or above xmin may
-- still commit; the next pull asks for "change_xid >= cursor" and gets them. Rows seen twice
-- cost nothing: the client writes a row only when its change_seq differs from the stored one.
-- change_seq stays as the row's version for that comparison; change_xid never leaves the
-- server (the rows are sent without it).

create or replace function private.current_xid() returns bigint
language sql volatile as $$
  select pg_current_xact_id()::text::bigint
$$;

do $$
declare
  t text;
begin
  foreach t in array array['routes', 'route_locations', 'locations', 'location_likes',
                           'location_like_counts', 'sync_tombstones'] loop
    execute format('alter table public.%I add column if not exists change_xid bigint not null
                    default 0', t);
    execute format('create index if not exists %I on public.%I (change_xid)',
                   t || '_change_xid_idx', t);
  end loop;
end $$;
create index if not exists location_likes_user_xid_idx
  on public.location_likes (user_id, change_xid);

create or replace function private.set_change_seq() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'UPDATE'
     and to_jsonb(new) - 'change_seq' - 'change_xid' - 'updated_at'
         = to_jsonb(old) - 'change_seq' - 'change_xid' - 'updated_at' then
    -- A no-op update (re-import, re-seed) must not make every client download the row again.
    new.change_seq := old.change_seq;
    new.change_xid := old.change_xid;
    return new;
  end if;
  new.change_seq := nextval('private.change_seq');
  new.change_xid := private.current_xid();
  if tg_op = 'UPDATE' and tg_table_name = 'routes' then
    new.updated_at := now();
  end if;
  return new;
end $$;

create or replace function private.put_tombstone(p_table text, p_id uuid, p_location_id uuid)
returns void language sql security definer set search_path = '' as $$
  insert into public.sync_tombstones (table_name, row_id, location_id, change_seq, change_xid)
  values (p_table, p_id, p_location_id, nextval('private.change_seq'), private.current_xid())
  on conflict (table_name, row_id) do update
    set change_seq = excluded.change_seq, change_xid = excluded.change_xid,
        location_id = excluded.location_id, removed_at = now();
$$;

-- ---------------------------------------------------------------------------------------------
-- Pruning tombstones. A tombstone only matters to a device whose cursor is older than it; a
-- device that has not pulled for longer than the retention gets a full snapshot instead, which
-- removes what it may no longer read without any tombstone. The horizon remembers the newest
-- pruned tombstone so sync_pull knows which cursors are too old.

create table if not exists private.sync_horizon (
  id boolean primary key default true check (id),
  pruned_below bigint not null default 0
);
insert into private.sync_horizon (id) values (true) on conflict do nothing;

create or replace function private.tombstone_horizon() returns bigint
language sql stable security definer set search_path = '' as $$
  select coalesce((select h.pruned_below from private.sync_horizon h), 0)
$$;

/**
 * Deletes tombstones older than `p_keep` and moves the horizon past them. Returns how many
 * went. Service role only (scheduled below where pg_cron exists, else run by operations).
 */
create or replace function public.prune_sync_tombstones(p_keep interval default interval '90 days')
returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
  v_newest bigint;
begin
  if p_keep < interval '1 day' then
    raise exception 'keep tombstones for at least a day' using errcode = '22023';
  end if;
  with gone as (
    delete from public.sync_tombstones t where t.removed_at < now() - p_keep
    returning t.change_xid
  )
  select count(*), max(gone.change_xid) into v_count, v_newest from gone;
  if v_newest is not null then
    update private.sync_horizon h set pruned_below = greatest(h.pruned_below, v_newest + 1);
  end if;
  return v_count;
end $$;

revoke all on function public.prune_sync_tombstones(interval) from public, anon, authenticated;
grant execute on function public.prune_sync_tombstones(interval) to service_role;
revoke all on function private.tombstone_horizon() from public;
grant execute on function private.tombstone_horizon() to anon, authenticated, service_role;

-- Hosted projects with pg_cron enabled prune nightly; elsewhere nothing is scheduled.
do $$
begin
  if exists (select 1 from pg_namespace where nspname = 'cron') then
    perform cron.schedule('prune-sync-tombstones', '17 3 * * *',
                          'select public.prune_sync_tombstones()');
  end if;
end $$;

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
    select x.* from public.locations x where x.change_xid >= p_since
    union all
    select x.* from public.locations x where x.id = any (p_ids) and x.change_xid < p_since
  ) l
  where not private.is_hidden_content_type(l.content_type)
    and exists (select 1 from public.route_locations rl
                join public.routes r on r.id = rl.route_id
                where rl.location_id = l.id and r.published)
$$;

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
  stop_ids as (
    select array_agg(distinct rl.location_id) as ids from rl
  ),
  lf as (
    select x.*, false as locked from public.locations x where x.change_xid >= v_since
    union all
    select x.*, false as locked from public.locations x
    where x.id in (select rl.location_id from rl) and x.change_xid < v_since
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
    where c.change_xid >= v_since
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
    'routes', coalesce((select json_agg(to_jsonb(r) - 'change_xid' order by r.created_at desc, r.id)
                        from r), '[]'::json),
    'route_locations', coalesce((select json_agg(to_jsonb(rl) - 'change_xid') from rl),
                                 '[]'::json),
    'locations', coalesce((select json_agg(j.v) from (
                   select (to_jsonb(lf) - 'change_xid')::json as v from lf
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
revoke all on function private.current_xid() from public;
grant execute on function private.current_xid() to anon, authenticated, service_role;
