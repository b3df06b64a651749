-- Change tracking for sync (change_seq + tombstones), route metrics and like counts.
-- Every trigger function is SECURITY DEFINER with an empty search_path: it writes rows the
-- calling role has no grants on (tombstones, counts, routes' computed columns).

-- No SET clause on these per-row helpers: it would stop Postgres from inlining them into the
-- queries and policies that use them (they touch nothing but built-in functions).
create or replace function private.is_hidden_content_type(ct text) returns boolean
language sql immutable as $$
  -- Trimmed and case-insensitive, like src/domain/contentTypes.ts: the CMS values are typed by hand.
  select coalesce(lower(btrim(ct)) in ('nvt', 'publicaties', 'archived'), false)
$$;

-- Great-circle distance in metres, R = 6 371 000 m (as src/domain/distance.ts).
create or replace function private.haversine_m(lat1 double precision, lng1 double precision,
  lat2 double precision, lng2 double precision) returns double precision
language sql immutable as $$
  select 2 * 6371000 * asin(least(1, sqrt(
    power(sin(radians(lat2 - lat1) / 2), 2)
    + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lng2 - lng1) / 2), 2)
  )))
$$;

-- ---------------------------------------------------------------------------------------------
-- change_seq: one global sequence, set on insert and on every real update

create or replace function private.set_change_seq() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'UPDATE'
     and to_jsonb(new) - 'change_seq' - 'updated_at' = to_jsonb(old) - 'change_seq' - 'updated_at' then
    -- A no-op update (re-import, re-seed) must not make every client download the row again.
    new.change_seq := old.change_seq;
    return new;
  end if;
  new.change_seq := nextval('private.change_seq');
  if tg_op = 'UPDATE' and tg_table_name = 'routes' then
    new.updated_at := now();
  end if;
  return new;
end $$;

create trigger set_change_seq before insert or update on public.routes
  for each row execute function private.set_change_seq();
create trigger set_change_seq before insert or update on public.route_locations
  for each row execute function private.set_change_seq();
create trigger set_change_seq before insert or update on public.locations
  for each row execute function private.set_change_seq();
create trigger set_change_seq before insert or update on public.location_likes
  for each row execute function private.set_change_seq();
create trigger set_change_seq before insert or update on public.location_like_counts
  for each row execute function private.set_change_seq();

-- ---------------------------------------------------------------------------------------------
-- tombstones: deletes, unpublished routes, locations that became a hidden content type

create or replace function private.put_tombstone(p_table text, p_id uuid, p_location_id uuid)
returns void language sql security definer set search_path = '' as $$
  insert into public.sync_tombstones (table_name, row_id, location_id, change_seq)
  values (p_table, p_id, p_location_id, nextval('private.change_seq'))
  on conflict (table_name, row_id) do update
    set change_seq = excluded.change_seq, location_id = excluded.location_id, removed_at = now();
$$;

create or replace function private.drop_tombstone(p_table text, p_id uuid)
returns void language sql security definer set search_path = '' as $$
  delete from public.sync_tombstones where table_name = p_table and row_id = p_id;
$$;

create or replace function private.track_route_removal() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_stop record;
begin
  if tg_op = 'DELETE' then
    perform private.put_tombstone('routes', old.id, null);
    return old;
  end if;
  if tg_op = 'UPDATE' and old.published and not new.published then
    -- The stops go with the route: clients drop them, and their locations if nothing else shows them.
    perform private.put_tombstone('routes', new.id, null);
    for v_stop in select id, location_id from public.route_locations where route_id = new.id loop
      perform private.put_tombstone('route_locations', v_stop.id, v_stop.location_id);
    end loop;
  elsif new.published then
    -- (Re)published or re-inserted: it is served again, so it must not be listed as removed.
    perform private.drop_tombstone('routes', new.id);
    delete from public.sync_tombstones t
      using public.route_locations rl
      where rl.route_id = new.id and t.table_name = 'route_locations' and t.row_id = rl.id;
  end if;
  return new;
end $$;

create trigger track_route_removal after insert or update of published or delete on public.routes
  for each row execute function private.track_route_removal();

create or replace function private.track_stop_removal() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'DELETE' then
    perform private.put_tombstone('route_locations', old.id, old.location_id);
    return old;
  end if;
  perform private.drop_tombstone('route_locations', new.id);
  return new;
end $$;

create trigger track_stop_removal after insert or delete on public.route_locations
  for each row execute function private.track_stop_removal();

create or replace function private.track_location_removal() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'DELETE' then
    perform private.put_tombstone('locations', old.id, null);
    return old;
  end if;
  if private.is_hidden_content_type(new.content_type) then
    if tg_op = 'UPDATE' and not private.is_hidden_content_type(old.content_type) then
      perform private.put_tombstone('locations', new.id, null);
    end if;
  else
    perform private.drop_tombstone('locations', new.id);
  end if;
  return new;
end $$;

create trigger track_location_removal
  after insert or update of content_type or delete on public.locations
  for each row execute function private.track_location_removal();

-- ---------------------------------------------------------------------------------------------
-- routes.distance_m, stop_count and path, from the ordered visible stops

/**
 * Stops are ordered by "order" (missing last), then created_at, then id. A stop counts when
 * its location is not a hidden content type (as src/domain/stops.ts buildRouteStops); the
 * distance and overview path use the counted stops that have coordinates.
 */
create or replace function private.refresh_route_metrics(p_route_ids uuid[])
returns void language sql security definer set search_path = '' as $$
  with stops as (
    select rl.route_id, l.lat, l.lng,
           row_number() over (partition by rl.route_id
                              order by rl."order" asc nulls last, rl.created_at, rl.id) as rn
    from public.route_locations rl
    join public.locations l on l.id = rl.location_id
    where rl.route_id = any (p_route_ids)
      and not private.is_hidden_content_type(l.content_type)
  ),
  points as (
    select route_id, rn, lat, lng,
           lag(lat) over w as prev_lat, lag(lng) over w as prev_lng
    from stops
    where lat is not null and lng is not null
    window w as (partition by route_id order by rn)
  ),
  metrics as (
    select r.id,
           coalesce((select count(*) from stops s where s.route_id = r.id), 0)::integer as stop_count,
           coalesce((select floor(sum(private.haversine_m(p.prev_lat, p.prev_lng, p.lat, p.lng)) + 0.5)
                     from points p where p.route_id = r.id and p.prev_lat is not null), 0)::integer
             as distance_m,
           (select jsonb_agg(jsonb_build_array(round(p.lng::numeric, 6), round(p.lat::numeric, 6))
                             order by p.rn)
            from points p where p.route_id = r.id) as path
    from public.routes r
    where r.id = any (p_route_ids)
  )
  update public.routes r
     set stop_count = m.stop_count, distance_m = m.distance_m, path = m.path
    from metrics m
   where r.id = m.id
     and (r.stop_count, r.distance_m, r.path) is distinct from (m.stop_count, m.distance_m, m.path);
$$;

create or replace function private.route_stops_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_ids uuid[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct route_id) into v_ids from new_rows;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct route_id) into v_ids from old_rows;
  else
    select array_agg(distinct route_id) into v_ids
      from (select route_id from new_rows union select route_id from old_rows) x;
  end if;
  if v_ids is not null then
    perform private.refresh_route_metrics(v_ids);
  end if;
  return null;
end $$;

-- Statement-level with transition tables: a bulk import recomputes each route once.
create trigger route_stops_inserted after insert on public.route_locations
  referencing new table as new_rows
  for each statement execute function private.route_stops_changed();
create trigger route_stops_updated after update on public.route_locations
  referencing new table as new_rows old table as old_rows
  for each statement execute function private.route_stops_changed();
create trigger route_stops_deleted after delete on public.route_locations
  referencing old table as old_rows
  for each statement execute function private.route_stops_changed();

create or replace function private.stop_locations_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_ids uuid[];
begin
  select array_agg(distinct rl.route_id) into v_ids
    from new_rows n
    join old_rows o on o.id = n.id
    join public.route_locations rl on rl.location_id = n.id
   where (n.lat, n.lng, private.is_hidden_content_type(n.content_type))
         is distinct from (o.lat, o.lng, private.is_hidden_content_type(o.content_type));
  if v_ids is not null then
    perform private.refresh_route_metrics(v_ids);
  end if;
  return null;
end $$;

create trigger stop_locations_updated after update on public.locations
  referencing new table as new_rows old table as old_rows
  for each statement execute function private.stop_locations_changed();

-- ---------------------------------------------------------------------------------------------
-- location_like_counts, kept from location_likes; never below 0

create or replace function private.add_like_delta(p_location_id uuid, p_delta integer)
returns void language sql security definer set search_path = '' as $$
  insert into public.location_like_counts as c (location_id, likes)
  select p_location_id, greatest(p_delta, 0)
  -- When the location itself is being deleted its likes cascade away: nothing to count.
  where exists (select 1 from public.locations l where l.id = p_location_id)
  on conflict (location_id) do update set likes = greatest(c.likes + p_delta, 0);
$$;

create or replace function private.location_likes_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'UPDATE' and old.location_id = new.location_id then
    if old.liked is distinct from new.liked then
      perform private.add_like_delta(new.location_id, case when new.liked then 1 else -1 end);
    end if;
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') and old.liked then
    perform private.add_like_delta(old.location_id, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.liked then
    perform private.add_like_delta(new.location_id, 1);
  end if;
  return null;
end $$;

create trigger location_likes_changed after insert or update or delete on public.location_likes
  for each row execute function private.location_likes_changed();

revoke all on all functions in schema private from public;
