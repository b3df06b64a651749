-- Likes follow the rule content follows.
--
-- Until now a like needed only a location that exists and is not hidden: a user without a day
-- pass could like a day-pass stop they cannot open, and get_location_likes (and the counts
-- table itself) answered counts for any id, also for stories and draft stops an anonymous
-- visitor may not see. Now:
--
--  * a like (set_location_like, and like_set ops through push_ops) needs the caller to be able
--    to read the location's content: the same test as the policy on public.locations;
--  * a like count is visible for a location the caller can see: readable content, or the pin
--    of a published route's stop on the overview map (sync_pull has always sent those counts,
--    and still does). get_location_likes answers only those ids; unknown and invisible ids are
--    left out alike, so its answer tells nothing about locations the caller may not see.

/** The caller may read this location's content (the locations policy, for one id). */
create or replace function private.can_read_location(p_location_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.locations l
    where l.id = p_location_id
      and not private.is_hidden_content_type(l.content_type)
      and ((select private.is_subscriber())
           or l.id in (select private.readable_location_ids())))
$$;

-- set_location_like asks this before writing; it now asks whether the caller may read it.
create or replace function private.is_likeable(p_location_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.can_read_location(p_location_id)
$$;

revoke all on function private.can_read_location(uuid) from public;
grant execute on function private.can_read_location(uuid) to anon, authenticated, service_role;

-- Counts: `location_id in (select … from public.locations)` runs under the caller's own policy
-- on locations (this is a policy, evaluated as the querying role), once per statement.
drop policy if exists "like counts: anyone reads" on public.location_like_counts;
create policy "like counts: read for locations the caller can see" on public.location_like_counts
  for select to anon, authenticated
  using (location_id in (select l.id from public.locations l)
         or private.is_pinned(location_id));

-- Runs as the caller, so the counts policy above decides; unseen ids get no row.
create or replace function public.get_location_likes(location_ids uuid[])
returns table (location_id uuid, likes integer)
language sql stable set search_path = '' as $$
  select u.id, coalesce(c.likes, 0)
  from (select distinct x.id from unnest(get_location_likes.location_ids) as x(id)
        where x.id is not null) u
  left join public.location_like_counts c on c.location_id = u.id
  where u.id in (select l.id from public.locations l) or private.is_pinned(u.id)
$$;
