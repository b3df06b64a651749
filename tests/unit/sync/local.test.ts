import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import type { ActionContext } from '../../../src/actions/actionContext.ts';
import type { DeviceInfo } from '../../../src/actions/deviceInfo.ts';
import { logVisitStart, logVisitStep } from '../../../src/actions/logVisit.ts';
import { createVisitSession } from '../../../src/actions/visitSession.ts';
import { RoutegidsDB, SCHEMA_V1 } from '../../../src/db/database.ts';
import { NO_SESSION, setMeta } from '../../../src/db/meta.ts';
import type { VisitUpsertPayload } from '../../../src/domain/ops.ts';
import { createAuthStorage } from '../../../src/lib/authStorage.ts';
import { memoryStore } from '../../../src/lib/webStorage.ts';
import { Backoff, DEFAULT_BACKOFF } from '../../../src/sync/backoff.ts';
import { location, route, stop } from '../../fixtures/rows.ts';
import { freshDbName } from '../../support/engineHarness.ts';

const device: DeviceInfo = {
  user_agent: 'test-agent',
  screen_width: 390,
  screen_height: 844,
  viewport_width: 390,
  viewport_height: 700,
  language: 'nl-NL',
  platform: 'iPhone',
  timezone: 'Europe/Amsterdam',
  referrer: null,
  touch_support: true,
  cookie_enabled: true,
};

async function routeDb(): Promise<RoutegidsDB> {
  const db = new RoutegidsDB(freshDbName());
  await db.routes.put(route('r1'));
  await db.locations.bulkPut([
    location('a'),
    location('b'),
    location('hidden', { content_type: 'nvt' }),
    location('c'),
  ]);
  await db.routeStops.bulkPut([
    stop('s1', 'r1', 'a', 1),
    stop('s2', 'r1', 'b', 2),
    stop('s3', 'r1', 'hidden', 3),
    stop('s4', 'r1', 'c', 4),
  ]);
  return db;
}

function context(db: RoutegidsDB): ActionContext & { queuedCount: number } {
  const ctx = {
    db,
    now: () => new Date('2025-06-01T12:00:00Z'),
    uuid: () => crypto.randomUUID(),
    queued: () => {
      ctx.queuedCount += 1;
    },
    queuedCount: 0,
  };
  return ctx;
}

describe('visit logging (logVisitStep)', () => {
  it('one visit per route and browser session, upserted per step, completed on the last stop', async () => {
    const db = await routeDb();
    const visits = createVisitSession(memoryStore());
    const ctx = context(db);
    const one = await logVisitStep('r1', 0, ctx, { visits, device: () => device });
    const two = await logVisitStep('r1', 1, ctx, { visits, device: () => device });
    const last = await logVisitStep('r1', 2, ctx, { visits, device: () => device });
    const back = await logVisitStep('r1', 1, ctx, { visits, device: () => device });
    expect(one?.visit_id).toBeTruthy();
    expect(new Set([one, two, last, back].map((v) => v?.visit_id)).size).toBe(1);
    expect([one, two, last].map((v) => v?.location_id)).toEqual(['a', 'b', 'c']); // hidden skipped
    expect([one?.completed, two?.completed, last?.completed, back?.completed]).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(one).toMatchObject({
      pathname: '/route/r1',
      route_id: 'r1',
      location_index: 0,
      user_agent: 'test-agent',
      timezone: 'Europe/Amsterdam',
      session_id: visits.sessionId(),
    });
    const ops = await db.outbox.orderBy('seq').toArray();
    expect(ops.map((o) => o.kind)).toEqual([
      'visit_upsert',
      'visit_upsert',
      'visit_upsert',
      'visit_upsert',
    ]);
    expect(new Set(ops.map((o) => o.id)).size).toBe(4);
    expect((ops[2]?.payload as unknown as VisitUpsertPayload | undefined)?.completed).toBe(true);
    expect(ops[0]?.user_id).toBeNull();
    expect(ctx.queuedCount).toBe(4);
    db.close();
  });

  it('ignores an index outside the route and records the signed-in user', async () => {
    const db = await routeDb();
    await setMeta(db, 'session', { ...NO_SESSION, user: { id: 'u1', email: null } });
    const visits = createVisitSession(memoryStore());
    const ctx = context(db);
    expect(await logVisitStep('r1', 3, ctx, { visits, device: () => device })).toBeNull();
    expect(await logVisitStep('r1', -1, ctx, { visits, device: () => device })).toBeNull();
    expect(await db.outbox.count()).toBe(0);
    await logVisitStep('r1', 0, ctx, { visits, device: () => device });
    expect((await db.outbox.toArray())[0]?.user_id).toBe('u1');
    db.close();
  });

  it('another route starts another visit; the session id stays', async () => {
    const db = await routeDb();
    await db.routes.put(route('r2'));
    await db.routeStops.put(stop('x1', 'r2', 'a', 1));
    const visits = createVisitSession(memoryStore());
    const first = await logVisitStep('r1', 0, context(db), { visits, device: () => device });
    const other = await logVisitStep('r2', 0, context(db), { visits, device: () => device });
    expect(other?.visit_id).not.toBe(first?.visit_id);
    expect(other?.session_id).toBe(first?.session_id);
    expect(other?.completed).toBe(true); // a one-stop route is done at its only stop
    db.close();
  });

  it('first load starts a visit only when none is active for the route in this browser session', async () => {
    const db = await routeDb();
    await db.routes.put(route('r2'));
    await db.routeStops.put(stop('x1', 'r2', 'a', 1));
    const store = memoryStore();
    const deps = { visits: createVisitSession(store), device: () => device };
    const started = await logVisitStart('r1', 0, context(db), deps);
    await logVisitStep('r1', 2, context(db), deps);
    // A reload in the same tab: sessionStorage survives, the visit goes on where it was.
    const reloaded = { visits: createVisitSession(store), device: () => device };
    expect(await logVisitStart('r1', 0, context(db), reloaded)).toBeNull();
    expect(await db.outbox.count()).toBe(2);
    const next = await logVisitStep('r1', 1, context(db), reloaded);
    expect(next?.visit_id).toBe(started?.visit_id);
    expect(next?.completed).toBe(true);
    // Another route, or a new tab (empty sessionStorage), starts a new visit.
    const other = await logVisitStart('r2', 0, context(db), reloaded);
    const newTab = await logVisitStart('r1', 0, context(db), {
      visits: createVisitSession(memoryStore()),
      device: () => device,
    });
    expect(other?.visit_id).not.toBe(started?.visit_id);
    expect(newTab?.visit_id).not.toBe(started?.visit_id);
    expect(newTab?.session_id).not.toBe(started?.session_id);
    db.close();
  });
});

describe('schema', () => {
  it('upgrading from v1 keeps queued ops, in order', async () => {
    const name = freshDbName();
    const v1 = new Dexie(name);
    v1.version(1).stores(SCHEMA_V1);
    await v1.table('outbox').bulkAdd([
      {
        id: 'op-1',
        kind: 'qr_scan',
        payload: {},
        at: 'x',
        user_id: null,
        attempts: 2,
        last_error: 'e',
      },
      {
        id: 'op-2',
        kind: 'like_set',
        payload: {},
        at: 'x',
        user_id: 'u',
        attempts: 0,
        last_error: null,
      },
    ]);
    v1.close();
    const db = new RoutegidsDB(name);
    const ops = await db.outbox.orderBy('seq').toArray();
    expect(ops.map((o) => [o.id, o.attempts, o.undo])).toEqual([
      ['op-1', 2, null],
      ['op-2', 0, null],
    ]);
    expect(db.verno).toBe(4);
    db.close();
  });
});

describe('auth storage', () => {
  it('keeps the session in sessionStorage without "remember", in localStorage with it', () => {
    const local = memoryStore();
    const session = memoryStore();
    const storage = createAuthStorage(local, session);
    storage.setItem('routegids.auth', 'token-1');
    expect(session.getItem('routegids.auth')).toBe('token-1');
    expect(local.getItem('routegids.auth')).toBeNull();

    storage.setRemember(true);
    expect(local.getItem('routegids.auth')).toBe('token-1');
    expect(session.getItem('routegids.auth')).toBeNull();
    storage.setItem('routegids.auth', 'token-2');
    expect(local.getItem('routegids.auth')).toBe('token-2');
    expect(createAuthStorage(local, memoryStore()).getItem('routegids.auth')).toBe('token-2');

    storage.removeItem('routegids.auth');
    expect(storage.getItem('routegids.auth')).toBeNull();
  });
});

describe('backoff', () => {
  it('interactive retries start at 0.5 s and stay under 2 s, then slow down in the background', () => {
    const b = new Backoff({ ...DEFAULT_BACKOFF, jitter: 0 });
    b.markInteractive();
    const delays = Array.from({ length: 8 }, () => b.nextDelay());
    expect(delays.slice(0, 6)).toEqual([500, 1000, 2000, 2000, 2000, 2000]);
    expect(delays[6]).toBeGreaterThan(2000);
    b.reset();
    const background = Array.from({ length: 12 }, () => b.nextDelay());
    expect(background[0]).toBe(500);
    expect(Math.max(...background)).toBe(DEFAULT_BACKOFF.backgroundMaxMs);
  });
});
