import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PushOpResult, PushOpWire } from '../../src/sync/protocol.ts';
import type { JwtClaims } from '../../supabase/local/database.ts';
import { L, R } from '../fixtures/catalogue.ts';
import { useCatalogueDb } from '../support/catalogueSuite.ts';
import { anon, backends } from '../support/testDatabase.ts';

/**
 * What hostile or broken clients send to push_ops (migration 20261121000910): anonymous
 * floods, far-future and stale times, malformed ops whose SQL errors must not leak.
 */
const DAY_MS = 86_400_000;

const op = (kind: PushOpWire['kind'], payload: object, at = new Date().toISOString()) => ({
  id: randomUUID(),
  kind,
  payload: payload as Record<string, unknown>,
  at,
});

const scan = (at?: string) =>
  op('qr_scan', { pathname: '/qr/x', user_agent: 'UA', referrer: '' }, at);

describe.each(backends())('push_ops against abuse (%s)', (backend) => {
  const { t, p } = useCatalogueDb(backend);

  /** push_ops as PostgREST calls it, with the client address its gateway passes on. */
  const push = (who: JwtClaims, ops: unknown[], address = '203.0.113.10') =>
    t.db.asRole(
      who,
      async (q) => {
        const { rows } = await q.query<{ v: PushOpResult[] }>(
          'select public.push_ops($1::jsonb) as v',
          [JSON.stringify(ops)],
        );
        return rows[0]!.v;
      },
      { settings: { 'request.headers': JSON.stringify({ 'x-forwarded-for': address }) } },
    );
  const batch = (n: number) => Array.from({ length: n }, () => scan());

  describe('anonymous rate limit', () => {
    it('stops an anonymous flood from one address with 429 and lets others through', async () => {
      const flooder = '198.51.100.77';
      let refused: unknown = null;
      let accepted = 0;
      for (let i = 0; i < 40 && !refused; i++) {
        try {
          await push(anon, batch(50), flooder);
          accepted += 50;
        } catch (error) {
          refused = error;
        }
      }
      expect(refused).toMatchObject({ code: 'PT429' });
      expect(String((refused as Error).message)).toMatch(/try again in \d+ seconds/i);
      // One window's worth of ops got in, then the address was refused.
      expect(accepted).toBeGreaterThanOrEqual(500);
      expect(accepted).toBeLessThan(1000);
      const [count] = await t.owner<{ n: number }>(
        'select count(*)::int as n from public.qr_scans where user_id is null',
      );
      expect(count!.n).toBe(accepted);

      // Another client, and a signed-in user behind the same address, are not held back.
      expect((await push(anon, batch(5), '198.51.100.78'))[0]?.status).toBe('applied');
      expect((await push(p.noAccess, batch(5), flooder))[0]?.status).toBe('applied');
    });

    it('refuses a refused batch whole: nothing of it is applied or recorded', async () => {
      const flooder = '198.51.100.79';
      for (let i = 0; i < 10; i++) await push(anon, batch(50), flooder);
      const late = batch(3);
      await expect(push(anon, late, flooder)).rejects.toMatchObject({ code: 'PT429' });
      const rows = await t.owner('select id from public.qr_scans where id = any($1::uuid[])', [
        late.map((o) => o.id),
      ]);
      expect(rows).toEqual([]);
    });

    it('bounds all anonymous uploads together, however many addresses send them', async () => {
      await t.owner(
        `update private.rate_limits set hits = 1000000, window_ends_at = now() + interval '5 minutes'
         where key = 'push_ops:anon'`,
      );
      await expect(push(anon, batch(1), '198.51.100.80')).rejects.toMatchObject({
        code: 'PT429',
      });
      await t.owner(`delete from private.rate_limits where key = 'push_ops:anon'`);
      expect((await push(anon, batch(1), '198.51.100.80'))[0]?.status).toBe('applied');
    });
  });

  describe('client address', () => {
    const addressFor = (forwardedFor: string) =>
      t.db.transaction(async (q) => {
        await q.query(`select set_config('request.headers', $1, true)`, [
          JSON.stringify({ 'x-forwarded-for': forwardedFor }),
        ]);
        const { rows } = await q.query<{ a: string }>('select private.client_address() as a');
        return rows[0]!.a;
      });

    it('is the entry the gateway appended, not one the client wrote before it', async () => {
      expect(await addressFor('203.0.113.9')).toBe('203.0.113.9');
      expect(await addressFor('1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
      expect(await addressFor('')).toBe('unknown');
    });

    it('looks past proxies the operator trusts', async () => {
      await t.owner(`insert into private.trusted_proxies (range) values ('10.0.0.0/8')`);
      try {
        expect(await addressFor('1.2.3.4, 203.0.113.9, 10.1.2.3')).toBe('203.0.113.9');
        expect(await addressFor('10.9.9.9, 10.1.2.3')).toBe('10.9.9.9');
      } finally {
        await t.owner('delete from private.trusted_proxies');
      }
    });
  });

  describe('client times', () => {
    const visit = (visitId: string, index: number, timestamp: string) =>
      op('visit_upsert', {
        visit_id: visitId,
        pathname: `/route/${R.trial}`,
        route_id: R.trial,
        location_id: L.A,
        location_index: index,
        completed: false,
        session_id: 's',
        timestamp,
      });

    it('clamps a far-future visit time, so later real steps still land', async () => {
      const visitId = randomUUID();
      const forged = await push(p.noAccess, [visit(visitId, 5, '9999-12-31T23:59:59Z')]);
      expect(forged[0]?.status).toBe('applied');
      const [stored] = await t.owner<{ ahead_s: number }>(
        `select extract(epoch from "timestamp" - now())::bigint as ahead_s from public.visit_logs where id = $1`,
        [visitId],
      );
      expect(stored!.ahead_s).toBeLessThanOrEqual(300);

      // Five minutes on, a genuine step moves the visit again.
      await t.owner(
        `update public.visit_logs set "timestamp" = "timestamp" - interval '6 minutes' where id = $1`,
        [visitId],
      );
      await push(p.noAccess, [visit(visitId, 1, new Date().toISOString())]);
      const [row] = await t.owner<{ location_index: number }>(
        'select location_index from public.visit_logs where id = $1',
        [visitId],
      );
      expect(row!.location_index).toBe(1);
    });

    it('clamps a far-future scan time', async () => {
      const forged = scan('9999-12-31T23:59:59Z');
      await push(p.noAccess, [forged]);
      const [row] = await t.owner<{ ahead_s: number }>(
        'select extract(epoch from created_at - now())::bigint as ahead_s from public.qr_scans where id = $1',
        [forged.id],
      );
      expect(row!.ahead_s).toBeLessThanOrEqual(300);
    });

    it('refuses an op older than any device may hold one, with a code', async () => {
      const stale = scan(new Date(Date.now() - 91 * DAY_MS).toISOString());
      const [result] = await push(p.noAccess, [stale]);
      expect(result).toMatchObject({ id: stale.id, status: 'rejected', code: 'op_expired' });
      const fresh = scan(new Date(Date.now() - 89 * DAY_MS).toISOString());
      expect((await push(p.noAccess, [fresh]))[0]?.status).toBe('applied');
    });
  });

  describe('rejections', () => {
    it('answer a code and a plain message, never SQL error text', async () => {
      const results = await push(p.noAccess, [
        op('visit_upsert', { visit_id: 'not-a-uuid' }),
        op('visit_upsert', { visit_id: randomUUID(), screen_width: 'wide' }),
        op('visit_upsert', { visit_id: randomUUID(), route_id: 'x'.repeat(5000) }),
        op('like_set', { location_id: 'not-a-uuid', liked: true }),
        op('like_set', { location_id: L.A, liked: 'yes' }),
        op('like_set', { location_id: randomUUID(), liked: true }),
        { id: randomUUID(), kind: 'x'.repeat(3000), payload: {} },
        op('visit_upsert', { visit_id: randomUUID(), timestamp: 'not a time' }),
      ]);
      expect(results).toHaveLength(8);
      for (const r of results) {
        expect(r.status).toBe('rejected');
        expect(r.error).toBeTruthy();
        expect(r.error).not.toMatch(
          /syntax|uuid|integer|constraint|violates|relation|column|x{3}/i,
        );
        expect(r.error!.length).toBeLessThan(120);
        expect(r.code).toMatch(/^[a-z_]+$/);
      }
      expect(results.map((r) => r.code)).toEqual([
        'invalid_payload',
        'invalid_payload',
        'invalid_payload',
        'invalid_payload',
        'invalid_payload',
        'not_found',
        'unknown_kind',
        'invalid_payload',
      ]);
    });
  });
});
