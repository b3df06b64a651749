import { describe, expect, it } from 'vitest';
import type { AccessWire } from '../../src/sync/protocol.ts';
import { HOUR_MS, L } from '../fixtures/catalogue.ts';
import { useCatalogueDb } from '../support/catalogueSuite.ts';
import { anon, backends, service, user } from '../support/testDatabase.ts';

describe.each(backends())('likes, access and payment RPCs (%s)', (backend) => {
  const { t, p } = useCatalogueDb(backend);

  const likes = async (ids: string[]) =>
    t.as<{ location_id: string; likes: number }>(
      anon,
      'select * from public.get_location_likes($1::uuid[]) order by location_id',
      [ids],
    );

  describe('set_location_like', () => {
    it("sets (not toggles) the caller's like and returns the new count", async () => {
      const a = p.noAccess;
      const b = p.dayActive;
      expect(await t.rpc(a, 'set_location_like', { location_id: L.A, liked: true })).toBe(1);
      expect(await t.rpc(a, 'set_location_like', { location_id: L.A, liked: true })).toBe(1);
      expect(await t.rpc(b, 'set_location_like', { location_id: L.A, liked: true })).toBe(2);
      expect(await t.rpc(a, 'set_location_like', { location_id: L.A, liked: false })).toBe(1);
      expect(await t.rpc(a, 'set_location_like', { location_id: L.A, liked: false })).toBe(1);
      const rows = await t.owner(
        'select user_id, liked from public.location_likes where location_id = $1 order by user_id',
        [L.A],
      );
      expect(rows).toEqual(
        [
          { user_id: a.sub, liked: false },
          { user_id: b.sub, liked: true },
        ].sort((x, y) => x.user_id!.localeCompare(y.user_id!)),
      );
    });

    it('counts never go below 0', async () => {
      await t.owner('update public.location_like_counts set likes = 0 where location_id = $1', [
        L.A,
      ]);
      expect(
        await t.rpc(p.dayActive, 'set_location_like', { location_id: L.A, liked: false }),
      ).toBe(0);
      await t.owner('delete from public.location_likes where location_id = $1', [L.A]);
      expect(await likes([L.A])).toEqual([{ location_id: L.A, likes: 0 }]);
    });

    it('anon cannot like; unknown or hidden locations are refused', async () => {
      await expect(
        t.rpc(anon, 'set_location_like', { location_id: L.B, liked: true }),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(
        t.rpc(p.noAccess, 'set_location_like', { location_id: L.N, liked: true }),
      ).rejects.toMatchObject({ code: 'PT404' });
    });

    it('get_location_likes answers every visible asked id once, 0 when never liked', async () => {
      await t.rpc(p.subActive, 'set_location_like', { location_id: L.G, liked: true });
      expect(await likes([L.G, L.B, L.G])).toEqual(
        [
          { location_id: L.G, likes: 1 },
          { location_id: L.B, likes: 0 },
        ].sort((x, y) => x.location_id.localeCompare(y.location_id)),
      );
    });
  });

  describe('current_access', () => {
    it('anon has no access', async () => {
      const a = await t.rpc<AccessWire>(anon, 'current_access');
      expect(a).toMatchObject({
        has_subscription: false,
        has_day_pass: false,
        day_pass_expiry: null,
      });
      expect(typeof a.checked_at).toBe('string');
    });

    it('reports an active day pass with its expiry', async () => {
      const a = await t.rpc<AccessWire>(p.dayActive, 'current_access');
      expect(a.has_day_pass).toBe(true);
      expect(a.has_subscription).toBe(false);
      expect(a.day_pass_expiry).toBeGreaterThan(Date.now() + 23 * HOUR_MS);
    });

    it('sets an expired pass inactive and reports no access', async () => {
      const a = await t.rpc<AccessWire>(p.dayExpired, 'current_access');
      expect(a).toMatchObject({ has_day_pass: false, day_pass_expiry: null });
      const rows = await t.owner('select active from public.day_passes where user_id = $1', [
        p.dayExpired.sub,
      ]);
      expect(rows).toEqual([{ active: false }]);
      // Only the caller's own passes are touched.
      const others = await t.owner('select active from public.day_passes where user_id = $1', [
        p.dayActive.sub,
      ]);
      expect(others).toEqual([{ active: true }]);
    });

    it.each([
      ['subActive', true],
      ['subTrialing', true],
      ['subCanceled', false],
    ] as const)('%s: has_subscription = %s', async (who, expected) => {
      const a = await t.rpc<AccessWire>(p[who], 'current_access');
      expect(a.has_subscription).toBe(expected);
    });

    it('a subscription whose period has ended does not count', async () => {
      const u = await t.createUser();
      await t.owner(
        `insert into public.subscriptions (user_id, status, current_period_end)
         values ($1, 'active', now() - interval '1 day')`,
        [u],
      );
      expect((await t.rpc<AccessWire>(user(u), 'current_access')).has_subscription).toBe(false);
    });
  });

  describe('service-role-only RPCs', () => {
    it('anon and authenticated get 42501', async () => {
      const u = p.noAccess.sub!;
      for (const who of [anon, p.noAccess]) {
        await expect(
          t.rpc(who, 'grant_day_pass', {
            p_user_id: u,
            p_checkout_session_id: 'cs_x',
            p_event_id: 'evt_x',
          }),
        ).rejects.toMatchObject({ code: '42501' });
        await expect(
          t.rpc(who, 'upsert_subscription', {
            p_user_id: u,
            p_email: 'x@x.test',
            p_customer_id: 'cus',
            p_subscription_id: 'sub',
            p_status: 'active',
            p_current_period_end: new Date(Date.now() + 1e9).toISOString(),
          }),
        ).rejects.toMatchObject({ code: '42501' });
        await expect(
          t.rpc(who, 'record_webhook_event', { p_event_id: 'evt_y', p_kind: 'x' }),
        ).rejects.toMatchObject({ code: '42501' });
      }
    });

    it('grant_day_pass gives 72 hours once per checkout session', async () => {
      const u = await t.createUser();
      const before = Date.now();
      const first = await t.rpc<{ id: string; expiry_time: number; active: boolean }>(
        service,
        'grant_day_pass',
        { p_user_id: u, p_checkout_session_id: 'cs_1', p_event_id: 'evt_1' },
      );
      expect(first.active).toBe(true);
      expect(first.expiry_time).toBeGreaterThanOrEqual(before + 72 * HOUR_MS - 60_000);
      expect(first.expiry_time).toBeLessThanOrEqual(Date.now() + 72 * HOUR_MS + 60_000);
      const again = await t.rpc<{ id: string }>(service, 'grant_day_pass', {
        p_user_id: u,
        p_checkout_session_id: 'cs_1',
        p_event_id: 'evt_1',
      });
      expect(again.id).toBe(first.id);
      expect(
        await t.owner('select count(*)::int as n from public.day_passes where user_id = $1', [u]),
      ).toEqual([{ n: 1 }]);
      expect((await t.rpc<AccessWire>(user(u), 'current_access')).has_day_pass).toBe(true);
      await expect(
        t.rpc(service, 'grant_day_pass', {
          p_user_id: p.noAccess.sub,
          p_checkout_session_id: 'cs_1',
          p_event_id: null,
        }),
      ).rejects.toMatchObject({ code: 'PT409' });
    });

    it('record_webhook_event is true once per event id', async () => {
      expect(
        await t.rpc(service, 'record_webhook_event', {
          p_event_id: 'evt_9',
          p_kind: 'customer.subscription.updated',
        }),
      ).toBe(true);
      expect(
        await t.rpc(service, 'record_webhook_event', {
          p_event_id: 'evt_9',
          p_kind: 'customer.subscription.updated',
        }),
      ).toBe(false);
    });

    it('upsert_subscription writes one row per user and stamps checked_at', async () => {
      const u = await t.createUser();
      const args = {
        p_user_id: u,
        p_email: 'sub@x.test',
        p_customer_id: 'cus_1',
        p_subscription_id: 'sub_1',
        p_status: 'active',
        p_current_period_end: new Date(Date.now() + 30 * 24 * HOUR_MS).toISOString(),
      };
      const row = await t.rpc<{ status: string; checked_at: string }>(
        service,
        'upsert_subscription',
        args,
      );
      expect(row.status).toBe('active');
      expect((await t.rpc<AccessWire>(user(u), 'current_access')).has_subscription).toBe(true);
      await t.rpc(service, 'upsert_subscription', { ...args, p_status: 'canceled' });
      const rows = await t.owner('select status from public.subscriptions where user_id = $1', [u]);
      expect(rows).toEqual([{ status: 'canceled' }]);
      expect((await t.rpc<AccessWire>(user(u), 'current_access')).has_subscription).toBe(false);
    });
  });
});
