import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VisitUpsertPayload } from '../../src/domain/ops.ts';
import type { PushOpResult, PushOpWire } from '../../src/sync/protocol.ts';
import type { JwtClaims } from '../../supabase/local/database.ts';
import { insertCatalogue, L, R } from '../fixtures/catalogue.ts';
import { anon, backends, openTestDatabase, type TestDb, user } from '../support/testDatabase.ts';

/** Op and step times an hour ago and later: push_ops refuses ops older than 90 days. */
const BASE_MS = Date.now() - 3_600_000;
const minutesIn = (minutes: number) => new Date(BASE_MS + minutes * 60_000).toISOString();

function visitPayload(overrides: Partial<VisitUpsertPayload> = {}): VisitUpsertPayload {
  return {
    visit_id: randomUUID(),
    pathname: `/route/${R.trial}`,
    route_id: R.trial,
    location_id: L.A,
    location_index: 0,
    completed: false,
    user_agent: 'Mozilla/5.0 (test)',
    screen_width: 390,
    screen_height: 844,
    viewport_width: 390,
    viewport_height: 664.5,
    language: 'nl-NL',
    platform: 'iPhone',
    timezone: 'Europe/Amsterdam',
    referrer: '',
    touch_support: true,
    cookie_enabled: true,
    session_id: 'session-1',
    timestamp: minutesIn(0),
    ...overrides,
  };
}

/** Any payload, well-formed or not: the server is what judges it. */
const op = (kind: PushOpWire['kind'], payload: object, id = randomUUID()): PushOpWire =>
  ({ id, kind, payload, at: minutesIn(0) }) as PushOpWire;

describe.each(backends())('push_ops (%s)', (backend) => {
  let t: TestDb;
  let me: JwtClaims;
  let other: JwtClaims;

  beforeAll(async () => {
    t = await openTestDatabase(backend);
    await insertCatalogue(t);
    me = user(await t.createUser());
    other = user(await t.createUser());
  });
  afterAll(async () => {
    await t?.close();
  });

  const push = (who: JwtClaims, ops: unknown) =>
    t.rpc<PushOpResult[]>(who, 'push_ops', { ops: JSON.stringify(ops) });
  const snapshot = () =>
    t.owner(`select
      (select coalesce(jsonb_agg(v order by v.id), '[]') from public.visit_logs v) as visits,
      (select coalesce(jsonb_agg(q order by q.id), '[]') from public.qr_scans q) as scans,
      (select coalesce(jsonb_agg(k order by k.location_id, k.user_id), '[]') from public.location_likes k) as likes,
      (select coalesce(jsonb_agg(c order by c.location_id), '[]') from public.location_like_counts c) as counts`);

  it('applies each kind and answers one result per op, in order', async () => {
    const visit = op('visit_upsert', visitPayload());
    const like = op('like_set', { location_id: L.A, liked: true });
    const scan = op('qr_scan', { pathname: '/qr/museumplein', user_agent: 'UA', referrer: '' });
    const res = await push(me, [visit, like, scan]);
    expect(res).toEqual([
      { id: visit.id, status: 'applied' },
      { id: like.id, status: 'applied', new_like_count: 1 },
      { id: scan.id, status: 'applied' },
    ]);
    const [row] = await t.owner<{ user_id: string; viewport_height: number; completed: boolean }>(
      'select user_id, viewport_height, completed from public.visit_logs where id = $1',
      [(visit.payload as unknown as VisitUpsertPayload).visit_id],
    );
    expect(row).toEqual({ user_id: me.sub, viewport_height: 665, completed: false });
    const scans = await t.owner('select id, user_id, pathname from public.qr_scans where id = $1', [
      scan.id,
    ]);
    expect(scans).toEqual([{ id: scan.id, user_id: me.sub, pathname: '/qr/museumplein' }]);
  });

  it('replaying a batch twice changes nothing and answers duplicate with the first result', async () => {
    const visitId = randomUUID();
    const batch = [
      op('visit_upsert', visitPayload({ visit_id: visitId })),
      op(
        'visit_upsert',
        visitPayload({
          visit_id: visitId,
          location_index: 1,
          completed: true,
          timestamp: minutesIn(5),
        }),
      ),
      op('like_set', { location_id: L.B, liked: true }),
      op('like_set', { location_id: L.B, liked: false }),
      op('qr_scan', { pathname: '/x', user_agent: 'UA', referrer: 'r' }),
    ];
    const first = await push(me, batch);
    expect(first.map((r) => r.status)).toEqual([
      'applied',
      'applied',
      'applied',
      'applied',
      'applied',
    ]);
    const before = await snapshot();
    const second = await push(me, batch);
    const third = await push(me, batch);
    expect(await snapshot()).toEqual(before);
    for (const again of [second, third]) {
      expect(again).toEqual(first.map((r) => ({ ...r, status: 'duplicate' })));
    }
    expect(second[2]?.new_like_count).toBe(1);
  });

  it('anonymous visit logs and QR scans are accepted; anonymous likes are rejected', async () => {
    const visit = op('visit_upsert', visitPayload());
    const like = op('like_set', { location_id: L.A, liked: true });
    const scan = op('qr_scan', { pathname: '/', user_agent: 'UA', referrer: '' });
    const res = await push(anon, [visit, like, scan]);
    expect(res.map((r) => r.status)).toEqual(['applied', 'rejected', 'applied']);
    expect(res[1]).toMatchObject({ code: 'sign_in_required', error: 'Sign in to like locations.' });
    const rows = await t.owner('select user_id from public.visit_logs where id = $1', [
      (visit.payload as unknown as VisitUpsertPayload).visit_id,
    ]);
    expect(rows).toEqual([{ user_id: null }]);
  });

  it('malformed ops are rejected with a reason and never abort the batch', async () => {
    const good = op('qr_scan', { pathname: '/ok', user_agent: 'UA', referrer: '' });
    const res = await push(me, [
      'not an object',
      { kind: 'qr_scan', payload: {} },
      { id: 'nope', kind: 'qr_scan', payload: {} },
      op('teleport' as PushOpWire['kind'], {}),
      { id: randomUUID(), kind: 'qr_scan', payload: 'x' },
      op('visit_upsert', { pathname: '/no-visit-id' }),
      op('visit_upsert', visitPayload({ screen_width: 'wide' as unknown as number })),
      op('like_set', { location_id: 'not-a-uuid', liked: true }),
      op('like_set', { location_id: L.A, liked: 'yes' }),
      op('like_set', { location_id: randomUUID(), liked: true }),
      op('like_set', { location_id: L.N, liked: true }),
      good,
    ]);
    expect(res).toHaveLength(12);
    expect(
      res.slice(0, 11).every((r) => r.status === 'rejected' && (r.error ?? '').length > 0),
    ).toBe(true);
    expect(res[2]).toMatchObject({ id: 'nope', status: 'rejected' });
    expect(res[11]).toEqual({ id: good.id, status: 'applied' });
    // Nothing of the rejected ops was written.
    const visits = await t.owner(
      `select id from public.visit_logs where pathname = '/no-visit-id'`,
    );
    expect(visits).toEqual([]);
  });

  it('a rejected op is not recorded, so it can apply later', async () => {
    const like = op('like_set', { location_id: L.C, liked: true });
    expect((await push(anon, [like]))[0]?.status).toBe('rejected');
    expect((await push(me, [like]))[0]).toEqual({
      id: like.id,
      status: 'applied',
      new_like_count: 1,
    });
  });

  it("another user's op id or visit cannot be taken over", async () => {
    const visitId = randomUUID();
    const mine = op('visit_upsert', visitPayload({ visit_id: visitId }));
    await push(me, [mine]);
    const replayedByOther = await push(other, [mine]);
    expect(replayedByOther[0]).toMatchObject({ status: 'rejected', code: 'op_id_taken' });
    const overwrite = await push(other, [
      op(
        'visit_upsert',
        visitPayload({
          visit_id: visitId,
          pathname: '/hijack',
          timestamp: minutesIn(50),
        }),
      ),
    ]);
    expect(overwrite[0]?.status).toBe('rejected');
    const [row] = await t.owner<{ pathname: string }>(
      'select pathname from public.visit_logs where id = $1',
      [visitId],
    );
    expect(row?.pathname).toBe(`/route/${R.trial}`);
  });

  it('a late, older visit step never moves the visit backwards', async () => {
    const visitId = randomUUID();
    await push(me, [
      op(
        'visit_upsert',
        visitPayload({
          visit_id: visitId,
          location_index: 3,
          timestamp: minutesIn(60),
        }),
      ),
    ]);
    const late = await push(me, [
      op(
        'visit_upsert',
        visitPayload({
          visit_id: visitId,
          location_index: 1,
          timestamp: minutesIn(30),
        }),
      ),
    ]);
    expect(late[0]?.status).toBe('applied');
    const [row] = await t.owner<{ location_index: number }>(
      'select location_index from public.visit_logs where id = $1',
      [visitId],
    );
    expect(row?.location_index).toBe(3);
  });

  it('rejects a batch that is not an array, or too large', async () => {
    await expect(push(me, { id: 'x' })).rejects.toMatchObject({ code: '22023' });
    const many = Array.from({ length: 501 }, () => op('qr_scan', { pathname: '/' }));
    await expect(push(me, many)).rejects.toMatchObject({ code: 'PT413' });
  });
});
