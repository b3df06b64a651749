import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActionContext } from '../../../src/actions/actionContext.ts';
import {
  addWalkStep,
  changeWalkSettings,
  reachStop,
  rememberAudio,
  startWalk,
  stopWalk,
} from '../../../src/actions/walk.ts';
import type { RoutegidsDB } from '../../../src/db/database.ts';
import { readWalkPosition, saveWalkPosition } from '../../../src/db/walkPosition.ts';
import { readWalkSettings } from '../../../src/db/walkSession.ts';
import { openTestDb } from '../../support/testDexie.ts';

let db: RoutegidsDB;
let clock: number;
const ctx = (): ActionContext => ({
  db,
  now: () => new Date(clock),
  uuid: () => 'id',
  queued: () => {},
});

beforeEach(async () => {
  db = await openTestDb();
  clock = Date.parse('2026-05-01T10:00:00Z');
});
afterEach(() => db.close());

describe('the walk actions', () => {
  it('start a walk where the walker is, and carry on with it when started again', async () => {
    const session = await startWalk('r1', 0, ctx());
    expect(session).toEqual({ startedAt: '2026-05-01T10:00:00.000Z', visited: [], walkedM: 0 });
    await reachStop('r1', 0, 8, ctx());
    clock += 60_000;
    const again = await startWalk('r1', 0, ctx());
    expect(again.startedAt).toBe(session.startedAt);
    expect(again.visited).toEqual([0]);
  });

  it('keep the stops reached and the distance walked, and finish when all stops are reached', async () => {
    await startWalk('r1', 0, ctx());
    await addWalkStep('r1', { lat: 52.35, lng: 4.88 }, { lat: 52.351, lng: 4.88 }, ctx());
    await reachStop('r1', 0, 2, ctx());
    clock += 30 * 60_000;
    const last = await reachStop('r1', 1, 2, ctx());
    expect(last?.visited).toEqual([0, 1]);
    expect(last?.finishedAt).toBe('2026-05-01T10:30:00.000Z');
    const stored = await readWalkPosition(db);
    expect(stored?.session?.walkedM).toBeGreaterThan(100);
  });

  it('keep the audio position of the stop on screen only, and forget it at another stop', async () => {
    await startWalk('r1', 5, ctx());
    await rememberAudio('r1', 5, { trackId: 'loc-6', position: 42.5 }, ctx());
    expect((await readWalkPosition(db))?.audio).toEqual({ trackId: 'loc-6', position: 42.5 });
    await rememberAudio('r1', 4, { trackId: 'loc-5', position: 3 }, ctx());
    expect((await readWalkPosition(db))?.audio?.trackId).toBe('loc-6');
    await saveWalkPosition(db, 'r1', 6);
    const moved = await readWalkPosition(db);
    expect(moved?.audio).toBeUndefined();
    expect(moved?.session).toBeDefined();
  });

  it('end the walk on stop, keeping the place; another route ends it too', async () => {
    await startWalk('r1', 3, ctx());
    await stopWalk('r1', ctx());
    expect(await readWalkPosition(db)).toMatchObject({ routeId: 'r1', stopIndex: 3 });
    expect((await readWalkPosition(db))?.session).toBeUndefined();
    await startWalk('r1', 3, ctx());
    await saveWalkPosition(db, 'r2', 0);
    expect((await readWalkPosition(db))?.session).toBeUndefined();
    expect(await reachStop('r1', 1, 8, ctx())).toBeNull();
  });

  it('store the walk settings over the defaults', async () => {
    expect(await readWalkSettings(db)).toEqual({ autoPlay: true, rate: 1, lockNoteShown: false });
    await changeWalkSettings({ rate: 1.25 }, ctx());
    await changeWalkSettings({ autoPlay: false }, ctx());
    expect(await readWalkSettings(db)).toEqual({
      autoPlay: false,
      rate: 1.25,
      lockNoteShown: false,
    });
  });

  it('drop a malformed session but keep the place', async () => {
    await db.meta.put({
      key: 'walk',
      value: { routeId: 'r1', stopIndex: 2, updatedAt: 'x', session: { visited: 'no' } },
    });
    const stored = await readWalkPosition(db);
    expect(stored).toEqual({ routeId: 'r1', stopIndex: 2, updatedAt: 'x' });
  });
});
