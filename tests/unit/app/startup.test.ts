// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterMapLoad } from '../../../src/app/afterMapLoad.ts';
import { handleQrScan } from '../../../src/app/handleQrScan.ts';
import { restoreWalk } from '../../../src/app/restoreWalk.ts';
import { ensureBuiltinRoute } from '../../../src/db/builtin/ensureBuiltinRoute.ts';
import { BUILTIN_ROUTE_ID } from '../../../src/db/builtin/museumplein.ts';
import { saveWalkPosition } from '../../../src/db/walkPosition.ts';
import { saveAudioPosition, saveWalkSession } from '../../../src/db/walkSession.ts';
import { startSession } from '../../../src/domain/walkProgress.ts';
import { liveModeAtom } from '../../../src/state/live.ts';
import { mapLoadedAtom } from '../../../src/state/map.ts';
import { activeIndexAtom, currentRouteIdAtom } from '../../../src/state/route.ts';
import { resumeAudioAtom, resumeOfferAtom, walkingRouteAtom } from '../../../src/state/walk.ts';
import { openTestDb } from '../../support/testDexie.ts';

/** What start-up waits for before its later work: the map first, then a free moment. */
describe('afterMapLoad', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the map to load, then for an idle moment', async () => {
    vi.useFakeTimers();
    const store = createStore();
    let started = false;
    void afterMapLoad(store, 60_000).then(() => {
      started = true;
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(started).toBe(false);
    store.set(mapLoadedAtom, true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(true);
  });

  it('goes ahead when the map was already loaded', async () => {
    const store = createStore();
    store.set(mapLoadedAtom, true);
    await expect(afterMapLoad(store, 60_000)).resolves.toBeUndefined();
  });

  it('goes ahead after the fallback time if the map never loads', async () => {
    vi.useFakeTimers();
    let started = false;
    void afterMapLoad(createStore(), 10_000).then(() => {
      started = true;
    });
    await vi.advanceTimersByTimeAsync(9_000);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(1_001);
    expect(started).toBe(true);
  });
});

describe('handleQrScan', () => {
  it('shows / before the scan is written, so the first render never sees the QR path', async () => {
    const db = await openTestDb();
    window.history.replaceState(null, '', '/qr/museumplein-3');
    const logged = handleQrScan(db);
    expect(window.location.pathname).toBe('/');
    await logged;
    const [op] = await db.outbox.toArray();
    expect(op?.kind).toBe('qr_scan');
    expect(op?.payload).toMatchObject({ pathname: '/qr/museumplein-3' });
    db.close();
  });
});

/** The walk position is read beside the first render, so it must not undo a quicker choice. */
describe('restoreWalk', () => {
  it('reopens the stored route at its stop', async () => {
    const db = await openTestDb();
    await ensureBuiltinRoute(db);
    await saveWalkPosition(db, BUILTIN_ROUTE_ID, 4);
    const store = createStore();
    await restoreWalk(store, db);
    expect(store.get(currentRouteIdAtom)).toBe(BUILTIN_ROUTE_ID);
    expect(store.get(activeIndexAtom)).toBe(4);
    db.close();
  });

  it('keeps a stop the walker picked while the position was being read', async () => {
    const db = await openTestDb();
    await ensureBuiltinRoute(db);
    await saveWalkPosition(db, BUILTIN_ROUTE_ID, 4);
    const store = createStore();
    const restoring = restoreWalk(store, db);
    store.set(activeIndexAtom, 2);
    await restoring;
    expect(store.get(activeIndexAtom)).toBe(2);
    db.close();
  });

  async function storedWalk(at: Date) {
    const db = await openTestDb();
    await ensureBuiltinRoute(db);
    await saveWalkPosition(db, BUILTIN_ROUTE_ID, 5, at);
    await saveWalkSession(db, BUILTIN_ROUTE_ID, startSession(at), at);
    await saveAudioPosition(db, BUILTIN_ROUTE_ID, 5, { trackId: 'loc-6', position: 31 }, at);
    return db;
  }

  it('carries on with a walk left a moment ago: walking, live, the audio at its place', async () => {
    const at = new Date('2026-05-01T10:00:00Z');
    const db = await storedWalk(at);
    const store = createStore();
    await restoreWalk(store, db, at.getTime() + 10 * 60_000);
    expect(store.get(activeIndexAtom)).toBe(5);
    expect(store.get(walkingRouteAtom)).toBe(BUILTIN_ROUTE_ID);
    expect(store.get(liveModeAtom)).toBe(true);
    expect(store.get(resumeAudioAtom)).toEqual({ trackId: 'loc-6', position: 31 });
    expect(store.get(resumeOfferAtom)).toBeNull();
    db.close();
  });

  it('offers "Verder waar je was" for a walk left days ago, at its stop, without taking it up', async () => {
    const at = new Date('2026-05-01T10:00:00Z');
    const db = await storedWalk(at);
    const store = createStore();
    await restoreWalk(store, db, at.getTime() + 3 * 24 * 3600_000);
    expect(store.get(activeIndexAtom)).toBe(5);
    expect(store.get(walkingRouteAtom)).toBeNull();
    expect(store.get(liveModeAtom)).toBe(false);
    expect(store.get(resumeOfferAtom)).toBe(BUILTIN_ROUTE_ID);
    db.close();
  });
});
