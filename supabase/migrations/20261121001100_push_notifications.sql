-- Web Push with the project's own VAPID keys (DESIGN §2): the browsers that agreed to
-- notifications, and the notifications the `api` function's dispatcher sends (push/dispatch):
-- one hour before a day pass expires, and when a new route is published.

/**
 * One row per browser that said yes (a push subscription is one browser's). Users read and
 * delete their own rows; rows are written only by save_push_subscription, which takes the user
 * and e-mail from the caller's JWT.
 */
create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  email text,
  endpoint text not null unique,
  p256dh text not null,
  auth text not null,
  lang text not null default 'nl',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A push service's URL: https, or plain http on this machine (a developer's or a test's fake).
  constraint push_subscriptions_endpoint check (
    length(endpoint) <= 2048
    and (endpoint ~ '^https://[^/]+/' or endpoint ~ '^http://(127\.0\.0\.1|localhost)(:[0-9]+)?/')
  ),
  -- The browser's P-256 key (65 bytes) and auth secret (16 bytes), base64url.
  constraint push_subscriptions_keys check (
    p256dh ~ '^[A-Za-z0-9_-]{80,100}$' and auth ~ '^[A-Za-z0-9_-]{16,32}$'
  ),
  constraint push_subscriptions_lang check (lang in ('nl', 'eng'))
);
create index push_subscriptions_user_idx on public.push_subscriptions (user_id);

alter table public.push_subscriptions enable row level security;
revoke all on public.push_subscriptions from public, anon, authenticated;
grant select, delete on public.push_subscriptions to authenticated;

create policy "push subscriptions: read own" on public.push_subscriptions
  for select to authenticated using (user_id = (select auth.uid()));
create policy "push subscriptions: delete own" on public.push_subscriptions
  for delete to authenticated using (user_id = (select auth.uid()));

/**
 * Stores this browser's subscription for the caller. An endpoint is one browser: if another
 * user had it (they signed out, this user signed in), it is theirs no longer.
 */
create or replace function public.save_push_subscription(p_endpoint text, p_p256dh text,
  p_auth text, p_lang text default 'nl') returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_email text;
begin
  if v_uid is null then
    raise exception 'sign in to receive notifications' using errcode = '42501';
  end if;
  select u.email::text into v_email from auth.users u where u.id = v_uid;
  delete from public.push_subscriptions s where s.endpoint = p_endpoint and s.user_id <> v_uid;
  insert into public.push_subscriptions as s (user_id, email, endpoint, p256dh, auth, lang)
  values (v_uid, v_email, p_endpoint, p_p256dh, p_auth, coalesce(p_lang, 'nl'))
  on conflict (endpoint) do update set
    email = excluded.email, p256dh = excluded.p256dh, auth = excluded.auth,
    lang = excluded.lang, updated_at = now();
end $$;

/** Forgets one of the caller's subscriptions (RLS: own rows only). */
create or replace function public.delete_push_subscription(p_endpoint text) returns void
language sql volatile security invoker set search_path = '' as $$
  delete from public.push_subscriptions s
  where s.endpoint = p_endpoint and s.user_id = (select auth.uid())
$$;

revoke all on function public.save_push_subscription(text, text, text, text) from public, anon;
revoke all on function public.delete_push_subscription(text) from public, anon;
grant execute on function public.save_push_subscription(text, text, text, text) to authenticated;
grant execute on function public.delete_push_subscription(text) to authenticated;

/**
 * Every notification that is or was due, once: (kind, ref) is its identity, so a dispatcher
 * that runs twice, or two that run at once, claim it only once. Claiming happens before
 * sending: a crash between the two loses a notification rather than sending it twice.
 */
create table private.push_notifications (
  kind text not null check (kind in ('daypass_expiry', 'route_published')),
  ref text not null,
  user_id uuid references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  primary key (kind, ref)
);
alter table private.push_notifications enable row level security;
revoke all on private.push_notifications from public, anon, authenticated, service_role;

/** A route published for the first time (inserted published, or switched on) is news once. */
create or replace function private.queue_route_published() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.published and not new.is_builtin and (tg_op = 'INSERT' or not old.published) then
    insert into private.push_notifications (kind, ref) values ('route_published', new.id::text)
    on conflict (kind, ref) do nothing;
  end if;
  return null;
end $$;
revoke all on function private.queue_route_published() from public, anon, authenticated;

create trigger queue_route_published
  after insert or update of published on public.routes
  for each row execute function private.queue_route_published();

/**
 * The dispatcher's work, claimed: day passes of subscribed users that expire within the hour
 * (`p_now_ms`: the dispatcher's clock), and routes published in the last day that were not
 * announced yet (older news is dropped, not sent late). Returns a JSON array of
 * {kind, ref, user_id, expiry_time, route_name, route_name_en}. Service role only.
 */
create or replace function public.claim_push_jobs(p_now_ms bigint default null) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_now bigint := coalesce(p_now_ms, private.now_ms());
  v_passes jsonb;
  v_routes jsonb;
begin
  with claimed as (
    insert into private.push_notifications as n (kind, ref, user_id, claimed_at)
    select 'daypass_expiry', d.id::text, d.user_id, now()
    from public.day_passes d
    where d.active and d.expiry_time > v_now and d.expiry_time <= v_now + 3600 * 1000
      and exists (select 1 from public.push_subscriptions s where s.user_id = d.user_id)
    on conflict (kind, ref) do nothing
    returning n.ref, n.user_id
  )
  select coalesce(jsonb_agg(jsonb_build_object(
    'kind', 'daypass_expiry', 'ref', c.ref, 'user_id', c.user_id,
    'expiry_time', d.expiry_time, 'route_name', null, 'route_name_en', null)), '[]'::jsonb)
  into v_passes
  from claimed c join public.day_passes d on d.id::text = c.ref;

  update private.push_notifications n set claimed_at = now()
  where n.kind = 'route_published' and n.claimed_at is null
    and n.created_at <= now() - interval '1 day';

  with claimed as (
    update private.push_notifications n set claimed_at = now()
    where n.kind = 'route_published' and n.claimed_at is null
    returning n.ref
  )
  select coalesce(jsonb_agg(jsonb_build_object(
    'kind', 'route_published', 'ref', c.ref, 'user_id', null, 'expiry_time', null,
    'route_name', r.name, 'route_name_en', r.name_en)), '[]'::jsonb)
  into v_routes
  from claimed c join public.routes r on r.id::text = c.ref
  where r.published;

  return v_passes || v_routes;
end $$;

/** Where to send: one user's browsers, or (null) every browser that said yes. */
create or replace function public.push_targets(p_user_id uuid default null)
returns table (endpoint text, p256dh text, auth text, lang text)
language sql stable security definer set search_path = '' as $$
  select s.endpoint, s.p256dh, s.auth, s.lang from public.push_subscriptions s
  where p_user_id is null or s.user_id = p_user_id
  order by s.created_at
$$;

/** A push service answered 404/410 for this endpoint: the browser unsubscribed. */
create or replace function public.forget_push_endpoint(p_endpoint text) returns void
language sql volatile security definer set search_path = '' as $$
  delete from public.push_subscriptions s where s.endpoint = p_endpoint
$$;

revoke all on function public.claim_push_jobs(bigint) from public, anon, authenticated;
revoke all on function public.push_targets(uuid) from public, anon, authenticated;
revoke all on function public.forget_push_endpoint(text) from public, anon, authenticated;
grant execute on function public.claim_push_jobs(bigint) to service_role;
grant execute on function public.push_targets(uuid) to service_role;
grant execute on function public.forget_push_endpoint(text) to service_role;

-- Hosted projects with pg_cron and pg_net run the dispatcher every five minutes. It reads the
-- function's URL and its secret from Vault (names 'project_url' and 'push_dispatch_secret',
-- see supabase/functions/api/README.md); until those exist the call fails and nothing is sent.
-- Elsewhere nothing is scheduled here (the local server runs the dispatcher on a timer).
do $$
begin
  if exists (select 1 from pg_namespace where nspname = 'cron')
     and exists (select 1 from pg_namespace where nspname = 'net')
     and exists (select 1 from pg_namespace where nspname = 'vault') then
    perform cron.schedule('push-dispatch', '*/5 * * * *', $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
               || '/functions/v1/api/push/dispatch',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets
                                         where name = 'push_dispatch_secret')),
        body := '{}'::jsonb,
        timeout_milliseconds := 30000)
    $job$);
  end if;
end $$;
