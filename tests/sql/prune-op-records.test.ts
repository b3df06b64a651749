import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PushOpResult } from '../../src/sync/protocol.ts';
import { useTestDb } from '../support/catalogueSuite.ts';
import { anon, backends, service, user } from '../support/testDatabase.ts';

/**
 * prune_op_records (migration 20261121000920): old applied-op records and QR scans go, on a
 * schedule; an op a device may still send is still answered exactly once.
 */
const DAY_MS = 86_400_000;

describe.each(backends())('prune_op_records (%s)', (backend) => {
  const t = useTestDb(backend);

  const scanOp = (at: Date) => ({
    id: randomUUID(),
    kind: 'qr_scan',
    payload: { pathname: '/qr/p', user_agent: 'UA', referrer: '' },
    at: at.toISOString(),
  });
  const push = (ops: unknown[]) =>
    t.rpc<PushOpResult[]>(anon, 'push_ops', { ops: JSON.stringify(ops) });
  /** Moves an applied op (and its scan) back in time, as if it had been sent `days` ago. */
  const age = async (id: string, days: number) => {
    await t.owner(
      `update private.applied_ops set applied_at = now() - $2 * interval '1 day' where id = $1`,
      [id, days],
    );
    await t.owner(
      `update public.qr_scans set created_at = now() - $2 * interval '1 day' where id = $1`,
      [id, days],
    );
  };
  const exists = async (id: string) => ({
    record: (await t.owner('select 1 from private.applied_ops where id = $1', [id])).length > 0,
    scan: (await t.owner('select 1 from public.qr_scans where id = $1', [id])).length > 0,
  });

  it('removes applied-op records and scans past their windows, and keeps the rest', async () => {
    const old = scanOp(new Date());
    const middle = scanOp(new Date());
    const recent = scanOp(new Date());
    await push([old, middle, recent]);
    await age(old.id, 400);
    await age(middle.id, 130);
    await age(recent.id, 30);

    const pruned = await t.rpc<{ applied_ops: number; qr_scans: number }>(
      service,
      'prune_op_records',
    );
    expect(pruned).toEqual({ applied_ops: 2, qr_scans: 1 });
    expect(await exists(old.id)).toEqual({ record: false, scan: false });
    expect(await exists(middle.id)).toEqual({ record: false, scan: true });
    expect(await exists(recent.id)).toEqual({ record: true, scan: true });
  });

  it('still answers a replay of any op a device may send as a duplicate', async () => {
    // The oldest op push_ops accepts was stamped 90 days ago; its record was written then.
    const oldest = scanOp(new Date(Date.now() - 89 * DAY_MS));
    expect((await push([oldest]))[0]?.status).toBe('applied');
    await age(oldest.id, 89);
    await t.rpc(service, 'prune_op_records');
    expect((await push([oldest]))[0]?.status).toBe('duplicate');
    const [n] = await t.owner<{ n: number }>(
      'select count(*)::int as n from public.qr_scans where id = $1',
      [oldest.id],
    );
    expect(n!.n).toBe(1);
  });

  it('refuses windows shorter than the one exactly-once needs', async () => {
    await expect(
      t.rpc(service, 'prune_op_records', { p_keep_ops: '30 days' }),
    ).rejects.toMatchObject({ code: '22023' });
    await expect(
      t.rpc(service, 'prune_op_records', { p_keep_scans: '1 day' }),
    ).rejects.toMatchObject({ code: '22023' });
  });

  it('is for the service role only', async () => {
    for (const who of [anon, user(randomUUID())]) {
      await expect(t.rpc(who, 'prune_op_records')).rejects.toMatchObject({ code: '42501' });
    }
  });
});
