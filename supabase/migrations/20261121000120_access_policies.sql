-- Who may read what (DESIGN.md §4.3), enforced by Row Level Security.
-- The entitlement helpers are SECURITY DEFINER in the non-exposed `private` schema (not callable
-- through /rest/v1/rpc) and always look at the caller's own rows via auth.uid().

create or replace function private.now_ms() returns bigint
language sql stable as $$
  select (extract(epoch from now()) * 1000)::bigint
$$;

-- Subscriber: status active or trialing, and the paid period has not ended.
create or replace function private.is_subscriber() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.subscriptions s
    where s.user_id = (select auth.uid())
      and s.status in ('active', 'trialing')
      and s.current_period_end > now()
  )
$$;

-- The latest expiry (epoch ms) of the caller's active, unexpired day passes; null if none.
create or replace function private.day_pass_expiry() returns bigint
language sql stable security definer set search_path = '' as $$
  select max(d.expiry_time) from public.day_passes d
  where d.user_id = (select auth.uid()) and d.active and d.expiry_time > private.now_ms()
$$;

-- Published routes whose full content the caller may read.
create or replace function private.readable_route_ids() returns setof uuid
language sql stable security definer set search_path = '' as $$
  select r.id from public.routes r
  where r.published
    and (r.is_trial or r.is_builtin
         or (select private.is_subscriber())
         or (r.daypass and (select private.day_pass_expiry()) is not null))
$$;

-- Locations that are stops of readable routes.
create or replace function private.readable_location_ids() returns setof uuid
language sql stable security definer set search_path = '' as $$
  select rl.location_id from public.route_locations rl
  where rl.route_id in (select private.readable_route_ids())
$$;

/**
 * The caller's entitlement as the sync protocol names it: 'subscriber', 'daypass:<expiry ms>',
 * 'user' or 'anon'. A different key than the client synced under means a full snapshot.
 */
create or replace function private.access_key() returns text
language sql stable security definer set search_path = '' as $$
  select case
    when (select auth.uid()) is null then 'anon'
    when private.is_subscriber() then 'subscriber'
    when private.day_pass_expiry() is not null then 'daypass:' || private.day_pass_expiry()
    else 'user'
  end
$$;

-- AccessWire (src/sync/protocol.ts). As the specification: the day pass counts only without a
-- subscription.
create or replace function private.access_state() returns jsonb
language sql stable security definer set search_path = '' as $$
  with a as (
    select private.is_subscriber() as sub, private.day_pass_expiry() as expiry
  )
  select jsonb_build_object(
    'has_subscription', a.sub,
    'has_day_pass', not a.sub and a.expiry is not null,
    'day_pass_expiry', case when a.sub then null else a.expiry end,
    'checked_at', now()
  ) from a
$$;

revoke all on all functions in schema private from public;
grant execute on function private.is_hidden_content_type(text), private.now_ms(),
  private.is_subscriber(), private.day_pass_expiry(), private.readable_route_ids(),
  private.readable_location_ids(), private.access_key(), private.access_state()
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Policies. Every one names its roles; `(select …)` makes helpers run once per statement.

create policy "routes: anyone reads published" on public.routes
  for select to anon, authenticated using (published);

-- Stops of published routes are public: the overview map shows them (content is in locations).
create policy "route stops: anyone reads stops of published routes" on public.route_locations
  for select to anon, authenticated
  using (route_id in (select r.id from public.routes r where r.published));

-- Full location rows: stops of routes the caller may read; subscribers read every story.
-- Hidden content types (nvt, Publicaties, Archived) are never served.
create policy "locations: read what the caller is entitled to" on public.locations
  for select to anon, authenticated
  using (
    not private.is_hidden_content_type(content_type)
    and ((select private.is_subscriber()) or id in (select private.readable_location_ids()))
  );

create policy "like counts: anyone reads" on public.location_like_counts
  for select to anon, authenticated using (true);

create policy "tombstones: anyone reads" on public.sync_tombstones
  for select to anon, authenticated using (true);

create policy "likes: read own" on public.location_likes
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "likes: insert own" on public.location_likes
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "likes: update own" on public.location_likes
  for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "likes: delete own" on public.location_likes
  for delete to authenticated using ((select auth.uid()) = user_id);

create policy "day passes: read own" on public.day_passes
  for select to authenticated using ((select auth.uid()) = user_id);

create policy "subscriptions: read own" on public.subscriptions
  for select to authenticated using ((select auth.uid()) = user_id);

-- visit_logs, qr_scans: RLS on and no policy for anon/authenticated; push_ops writes them.
