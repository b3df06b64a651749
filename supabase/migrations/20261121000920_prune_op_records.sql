-- Pruning applied-op records and QR scans.
--
-- private.applied_ops remembers every op push_ops applied, so that a replay (the device sent
-- the op, the server committed, the answer was lost) is answered 'duplicate' instead of being
-- applied twice. public.qr_scans keeps every scan. Both grew without end.
--
-- How long must an applied-op record live? As long as its op can still reach push_ops and be
-- accepted. A device holds an op in its outbox until the server answers it, and may go quiet
-- for any length of time (a phone in a drawer), so "how long a device can hold an op" has no
-- natural bound; push_ops gives it one. Since 20261121000910 it refuses an op whose `at` (the
-- device's clock when the op was made, before it was ever sent) is older than op_max_age,
-- 90 days. An op applied at server time T was stamped at ≤ T + e, e being how far the device's
-- clock runs ahead. Any later replay that push_ops would still accept arrives before
-- at + 90 days ≤ T + e + 90 days. Keeping records for 120 days after they were written
-- therefore answers every acceptable replay from the record, for device clocks up to 30 days
-- fast; anything later is refused as op_expired and never applied a second time. A device clock
-- that is slow only shortens the time its ops are accepted (and at worst has its oldest ops
-- refused as expired), never the other way round.
--
-- QR scans are analytics: a year by default. A scan's row is also keyed by its op id, so it is
-- never pruned before its op's record would be (the same 120-day minimum).
--
-- The sync tombstones are pruned the same way (20261121000700): service role only, scheduled
-- nightly where pg_cron exists, otherwise run by operations.

create index if not exists applied_ops_applied_at_idx on private.applied_ops (applied_at);
create index if not exists qr_scans_created_at_idx on public.qr_scans (created_at);

/**
 * Deletes applied-op records older than `p_keep_ops` and QR scans older than `p_keep_scans`;
 * answers how many of each went. Refuses windows shorter than exactly-once needs (above).
 */
create or replace function public.prune_op_records(
  p_keep_ops interval default interval '120 days',
  p_keep_scans interval default interval '365 days'
)
returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_minimum interval := private.op_max_age() + interval '30 days';
  v_ops integer;
  v_scans integer;
begin
  if p_keep_ops is null or p_keep_ops < v_minimum
     or p_keep_scans is null or p_keep_scans < v_minimum then
    raise exception 'keep applied ops and scans for at least %: devices may still send ops that old',
      v_minimum using errcode = '22023';
  end if;
  delete from private.applied_ops a where a.applied_at < now() - p_keep_ops;
  get diagnostics v_ops = row_count;
  delete from public.qr_scans s where s.created_at < now() - p_keep_scans;
  get diagnostics v_scans = row_count;
  return jsonb_build_object('applied_ops', v_ops, 'qr_scans', v_scans);
end $$;

revoke all on function public.prune_op_records(interval, interval) from public, anon, authenticated;
grant execute on function public.prune_op_records(interval, interval) to service_role;

-- Hosted projects with pg_cron enabled prune nightly; elsewhere nothing is scheduled.
do $$
begin
  if exists (select 1 from pg_namespace where nspname = 'cron') then
    perform cron.schedule('prune-op-records', '37 3 * * *', 'select public.prune_op_records()');
  end if;
end $$;
