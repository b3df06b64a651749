-- current_access() for the client, and the service-role-only writes the payment code uses.

/**
 * The caller's access now (AccessWire). An expired pass that is still marked active is set
 * inactive first, as the specification asks. Anonymous callers get no access.
 */
create or replace function public.current_access() returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is not null then
    update public.day_passes d set active = false
     where d.user_id = v_uid and d.active and d.expiry_time <= private.now_ms();
  end if;
  return private.access_state();
end $$;

revoke all on function public.current_access() from public;
grant execute on function public.current_access() to anon, authenticated, service_role;

/**
 * Records a payment-provider event id; false when it was already recorded. Call it in the same
 * transaction as the fulfilment, so a replayed webhook changes nothing.
 */
create or replace function public.record_webhook_event(p_event_id text, p_kind text)
returns boolean
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_inserted integer;
begin
  if p_event_id is null or p_event_id = '' then
    raise exception 'p_event_id is required' using errcode = '22023';
  end if;
  insert into private.processed_events (event_id, kind)
  values (p_event_id, coalesce(p_kind, 'unknown'))
  on conflict (event_id) do nothing;
  get diagnostics v_inserted = row_count;
  return v_inserted = 1;
end $$;

/**
 * Fulfils a paid day-pass checkout: one pass per checkout session, valid 72 hours from now.
 * Idempotent on the checkout session id (and on the event id when given): a replay returns
 * the pass created the first time.
 */
create or replace function public.grant_day_pass(p_user_id uuid, p_checkout_session_id text,
  p_event_id text) returns public.day_passes
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_pass public.day_passes;
begin
  if p_user_id is null or coalesce(p_checkout_session_id, '') = '' then
    raise exception 'p_user_id and p_checkout_session_id are required' using errcode = '22023';
  end if;
  if p_event_id is not null and p_event_id <> '' then
    insert into private.processed_events (event_id, kind, ref)
    values (p_event_id, 'day_pass', p_checkout_session_id)
    on conflict (event_id) do nothing;
  end if;
  insert into public.day_passes (user_id, active, expiry_time, checkout_session_id)
  values (p_user_id, true, private.now_ms() + 72 * 3600 * 1000, p_checkout_session_id)
  on conflict (checkout_session_id) do nothing;

  select * into v_pass from public.day_passes d where d.checkout_session_id = p_checkout_session_id;
  if v_pass.user_id is distinct from p_user_id then
    raise exception 'checkout session belongs to another user' using errcode = 'PT409';
  end if;
  return v_pass;
end $$;

/**
 * Stores what the payment provider said about a user's subscription, stamped checked_at = now.
 * One row per user (the newest answer wins).
 */
create or replace function public.upsert_subscription(p_user_id uuid, p_email text,
  p_customer_id text, p_subscription_id text, p_status text, p_current_period_end timestamptz)
returns public.subscriptions
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_row public.subscriptions;
begin
  if p_user_id is null then
    raise exception 'p_user_id is required' using errcode = '22023';
  end if;
  insert into public.subscriptions as s (user_id, email, customer_id, subscription_id, status,
                                         current_period_end, checked_at)
  values (p_user_id, p_email, p_customer_id, p_subscription_id, p_status,
          p_current_period_end, now())
  on conflict (user_id) do update set
    email = excluded.email, customer_id = excluded.customer_id,
    subscription_id = excluded.subscription_id, status = excluded.status,
    current_period_end = excluded.current_period_end, checked_at = now()
  returning * into v_row;
  return v_row;
end $$;

revoke all on function public.record_webhook_event(text, text) from public, anon, authenticated;
revoke all on function public.grant_day_pass(uuid, text, text) from public, anon, authenticated;
revoke all on function public.upsert_subscription(uuid, text, text, text, text, timestamptz)
  from public, anon, authenticated;
grant execute on function public.record_webhook_event(text, text) to service_role;
grant execute on function public.grant_day_pass(uuid, text, text) to service_role;
grant execute on function public.upsert_subscription(uuid, text, text, text, text, timestamptz)
  to service_role;
