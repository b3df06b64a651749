-- Payments edge function (supabase/functions/api): what it needs beyond the schema's RPCs.

-- account_by_email: the subscriber login's first step asks whether an account exists for an
-- e-mail and whether it is confirmed. Service role only: it reads auth.users, which no client
-- may see. One indexed lookup instead of paging through the admin user list.
create or replace function public.account_by_email(p_email text)
returns table (user_id uuid, email text, confirmed boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select u.id, u.email::text, u.email_confirmed_at is not null
  from auth.users u
  where lower(u.email) = lower(trim(p_email))
    and u.deleted_at is null
    and not u.is_anonymous
  order by u.created_at
  limit 1
$$;

revoke all on function public.account_by_email(text) from public, anon, authenticated;
grant execute on function public.account_by_email(text) to service_role;

-- subscription_cache: when the payment provider was last asked about this user's subscription
-- (no row: never) and which customer it found. The edge function asks again only when
-- checked_at is older than 60 s, starting from that customer.
create or replace function public.subscription_cache(p_user_id uuid)
returns table (checked_at timestamptz, customer_id text)
language sql
stable
security definer
set search_path = ''
as $$
  select s.checked_at, s.customer_id from public.subscriptions s where s.user_id = p_user_id
$$;

revoke all on function public.subscription_cache(uuid) from public, anon, authenticated;
grant execute on function public.subscription_cache(uuid) to service_role;

-- A subscription is bound to the e-mail it was found under. When an account's e-mail changes,
-- the cached answer for the old address no longer applies: drop it, so access follows only a
-- fresh check for the new address.
create or replace function private.forget_subscription_on_email_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.subscriptions s
  where s.user_id = new.id and lower(coalesce(s.email, '')) <> lower(coalesce(new.email, ''));
  return new;
end
$$;

revoke all on function private.forget_subscription_on_email_change() from public, anon, authenticated;

drop trigger if exists forget_subscription_on_email_change on auth.users;
create trigger forget_subscription_on_email_change
  after update of email on auth.users
  for each row
  when (old.email is distinct from new.email)
  execute function private.forget_subscription_on_email_change();
