import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RoutegidsDB, SCHEMA_V2 } from '../../../src/db/database.ts';
import {
  completePack,
  failPack,
  queuePack,
  recordProgress,
  savePlan,
  unfinishedPacks,
} from '../../../src/db/packs.ts';
import { readWalkPosition, saveWalkPosition } from '../../../src/db/walkPosition.ts';
import type { PackFile } from '../../../src/domain/packFile.ts';
import { freshDbName, openTestDb } from '../../support/testDexie.ts';

const a: PackFile[] = [
  { url: '/a.mp3', kind: 'audio', bytes: 1000 },
  { url: '/b.webp?w=768&q=80', kind: 'image' },
];
const b: PackFile[] = [...a, { url: '/c.webp?w=768&q=80', kind: 'image', bytes: 50 }];
const done = { bytes_done: 1000, bytes_total: 1000, files_done: 2, files_total: 2 };

let db: RoutegidsDB;
beforeEach(async () => {
  db = await openTestDb();
});
afterEach(() => db.close());

describe('pack rows', () => {
  it('a plan shows the known size without asking for anything', async () => {
    const row = await savePlan(db, 'r', { version: 'v1', files: a });
    expect(row).toMatchObject({
      state: 'none',
      bytes_total: 1000,
      files_total: 2,
      ready_version: null,
    });
    expect(await unfinishedPacks(db)).toEqual([]);
  });

  it('asking for a newer version keeps the complete one served until the new one is in', async () => {
    await queuePack(db, 'r', { version: 'v1', files: a });
    await completePack(db, 'r', 'v1', done);
    const refreshing = await queuePack(db, 'r', { version: 'v2', files: b });
    expect(refreshing).toMatchObject({
      state: 'queued',
      version: 'v2',
      ready_version: 'v1',
      files_done: 0,
    });

    const { ok, replaced } = await completePack(db, 'r', 'v2', {
      ...done,
      files_done: 3,
      files_total: 3,
    });
    expect(ok).toBe(true);
    expect(replaced).toBe('v1');
    expect(await db.packs.get('r')).toMatchObject({ state: 'complete', ready_version: 'v2' });
  });

  it('a complete pack asked for again at the same version stays as it is', async () => {
    await queuePack(db, 'r', { version: 'v1', files: a });
    await completePack(db, 'r', 'v1', done);
    expect((await queuePack(db, 'r', { version: 'v1', files: a })).state).toBe('complete');
  });

  it('progress for a superseded version or a deleted row changes nothing and says stop', async () => {
    await queuePack(db, 'r', { version: 'v1', files: a });
    await queuePack(db, 'r', { version: 'v2', files: b });
    expect(await recordProgress(db, 'r', 'v1', done)).toBe(false);
    expect(await completePack(db, 'r', 'v1', done)).toEqual({ ok: false, replaced: null });
    expect((await db.packs.get('r'))?.state).toBe('queued');

    await db.packs.delete('r');
    expect(await recordProgress(db, 'r', 'v2', done)).toBe(false);
    expect(await failPack(db, 'r', 'v2', 'quota', null)).toBe(false);
    expect(await db.packs.get('r')).toBeUndefined();
  });

  it('progress records the real sizes of downloaded files', async () => {
    await queuePack(db, 'r', { version: 'v1', files: a });
    await recordProgress(
      db,
      'r',
      'v1',
      { ...done, files_done: 1 },
      {
        sizes: new Map([['/b.webp?w=768&q=80', 420]]),
      },
    );
    const row = await db.packs.get('r');
    expect(row?.state).toBe('downloading');
    expect(row?.files.map((f) => f.bytes)).toEqual([1000, 420]);
  });

  it('a lost connection pauses (and resumes by itself); other failures are errors', async () => {
    await queuePack(db, 'r', { version: 'v1', files: a });
    await failPack(db, 'r', 'v1', 'offline', null);
    expect((await unfinishedPacks(db)).map((p) => p.state)).toEqual(['paused']);
    await failPack(db, 'r', 'v1', 'quota', 'QuotaExceededError');
    expect(await db.packs.get('r')).toMatchObject({ state: 'error', error: 'quota' });
    expect(await unfinishedPacks(db)).toEqual([]);
    // Retrying clears the error.
    expect(await queuePack(db, 'r', { version: 'v1', files: a })).toMatchObject({
      state: 'queued',
      error: null,
    });
  });
});

describe('schema v3', () => {
  it('upgrading from v2 keeps queued ops and fills in what the worker relies on in pack rows', async () => {
    const name = freshDbName();
    const v2 = new Dexie(name);
    v2.version(2).stores(SCHEMA_V2);
    await v2.table('outbox').add({
      id: 'op-1',
      kind: 'like_set',
      payload: {},
      at: 'x',
      user_id: 'u',
      attempts: 1,
      last_error: null,
      undo: null,
    });
    await v2.table('packs').add({
      route_id: 'r',
      state: 'complete',
      bytes_done: 1,
      bytes_total: 1,
      files_done: 1,
      files_total: 1,
      version: 'old',
      error: null,
      updated_at: 'x',
    });
    v2.close();

    const db3 = new RoutegidsDB(name);
    expect((await db3.outbox.toArray()).map((o) => o.id)).toEqual(['op-1']);
    expect(await db3.packs.get('r')).toMatchObject({
      files: [],
      ready_version: 'old',
      error_detail: null,
      auto: false,
      checked_at: null,
    });
    expect(await db3.packs.where('state').equals('complete').count()).toBe(1);
    expect(db3.verno).toBe(4);
    db3.close();
  });
});

describe('the walk position', () => {
  it('is kept across a reload, and a repeat of the same position writes nothing', async () => {
    expect(await readWalkPosition(db)).toBeNull();
    await saveWalkPosition(db, 'route-1', 3, new Date('2026-01-01T10:00:00Z'));
    await saveWalkPosition(db, 'route-1', 3, new Date('2026-01-01T11:00:00Z'));
    expect(await readWalkPosition(db)).toEqual({
      routeId: 'route-1',
      stopIndex: 3,
      updatedAt: '2026-01-01T10:00:00.000Z',
    });
    await saveWalkPosition(db, 'route-1', -1);
    expect((await readWalkPosition(db))?.stopIndex).toBe(3);
  });

  it('ignores a malformed stored value', async () => {
    await db.meta.put({ key: 'walk', value: { routeId: 5, stopIndex: 'x' } });
    expect(await readWalkPosition(db)).toBeNull();
  });
});
