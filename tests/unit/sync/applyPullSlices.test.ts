import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoutegidsDB } from '../../../src/db/database.ts';
import { getMeta } from '../../../src/db/meta.ts';
import type { LocationRow } from '../../../src/domain/rows.ts';
import { applyPull } from '../../../src/sync/applyPull.ts';
import { rowWeight, SLICE_BYTES, slices } from '../../../src/sync/applySlices.ts';
import type { SyncPullResponse } from '../../../src/sync/protocol.ts';
import { location, route, stop } from '../../fixtures/rows.ts';
import { openTestDb } from '../../support/testDexie.ts';

/**
 * A large pull is applied in slices, so the page keeps its main thread (no long tasks), and
 * still in one transaction, so no reader ever sees part of it. The clone counter stands in for
 * main-thread time: IndexedDB's cost on the page is cloning the values it writes and reads
 * (fake-indexeddb clones with the global structuredClone, like a browser's serializer).
 */
const opts = { userId: null, now: '2025-06-01T12:00:00Z' };

function snapshot(stories: number, tag: string, cursor: number, articleChars = 2_000) {
  const routes = Array.from({ length: Math.ceil(stories / 10) }, (_, r) =>
    route(`r${r}`, { change_seq: cursor }),
  );
  const locations: LocationRow[] = Array.from({ length: stories }, (_, i) =>
    location(`l${i}`, {
      title_nl: `${tag} ${i}`,
      article_nl: `<p>${tag.repeat(articleChars)}</p>`,
      change_seq: cursor,
    }),
  );
  const res: SyncPullResponse = {
    cursor,
    full: true,
    access_key: 'subscriber',
    access: { has_subscription: true, has_day_pass: false, day_pass_expiry: null, checked_at: '' },
    routes,
    route_locations: locations.map((l, i) => stop(`s${i}`, `r${Math.floor(i / 10)}`, l.id, i)),
    locations,
    like_counts: locations.map((l) => ({ location_id: l.id, likes: cursor })),
    my_likes: [],
    removed: { routes: [], route_locations: [], locations: [] },
  };
  return res;
}

/** The most bytes IndexedDB cloned in one turn of the event loop while `run` ran. */
async function heaviestTurn(run: () => Promise<unknown>): Promise<number> {
  const realClone = globalThis.structuredClone;
  let turn = 0;
  let heaviest = 0;
  const spy = vi.spyOn(globalThis, 'structuredClone').mockImplementation((value, options) => {
    turn += value !== null && typeof value === 'object' ? rowWeight(value) : 16;
    return realClone(value, options);
  });
  let running = true;
  const tick = () => {
    heaviest = Math.max(heaviest, turn);
    turn = 0;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  try {
    await run();
  } finally {
    running = false;
    spy.mockRestore();
  }
  return Math.max(heaviest, turn);
}

let db: RoutegidsDB | null = null;
afterEach(() => {
  db?.close();
  db = null;
});

describe('applying a large pull', () => {
  it('clones no more than about a slice per turn, into an empty store and over a full one', async () => {
    db = await openTestDb();
    const first = snapshot(2_000, 'A', 10);
    const total = first.locations.reduce((sum, l) => sum + rowWeight(l), 0);
    expect(total).toBeGreaterThan(20 * SLICE_BYTES);

    const cold = await heaviestTurn(() => applyPull(db as RoutegidsDB, first, opts));
    expect(cold).toBeLessThanOrEqual(2 * SLICE_BYTES);
    expect(await db.locations.count()).toBe(2_000);

    // Every row changed: the stored copies are read, compared and rewritten.
    const second = snapshot(2_000, 'B', 20);
    const warm = await heaviestTurn(() => applyPull(db as RoutegidsDB, second, opts));
    expect(warm).toBeLessThanOrEqual(2 * SLICE_BYTES);
    expect((await db.locations.get('l1999'))?.title_nl).toBe('B 1999');

    // Nothing changed: read only.
    const same = await heaviestTurn(() => applyPull(db as RoutegidsDB, second, opts));
    expect(same).toBeLessThanOrEqual(2 * SLICE_BYTES);
  });

  it('cuts slices by size, so a few very large stories go one or two at a time', async () => {
    db = await openTestDb();
    const huge = snapshot(12, 'H', 5, 100_000);
    expect(slices(huge.locations).every((s) => s.length <= 1)).toBe(true);
    const heaviest = await heaviestTurn(() => applyPull(db as RoutegidsDB, huge, opts));
    expect(heaviest).toBeLessThanOrEqual(2 * SLICE_BYTES);
    expect(await db.locations.count()).toBe(12);
  });

  it('no reader sees part of a snapshot: old rows and cursor, or new ones', async () => {
    db = await openTestDb();
    const store = db;
    await applyPull(store, snapshot(1_500, 'A', 10), opts);

    const seen: string[] = [];
    const sub = liveQuery(async () => {
      const titles = await store.locations.toArray();
      return new Set(titles.map((l) => l.title_nl?.split(' ')[0])).size === 1
        ? (titles[0]?.title_nl?.split(' ')[0] ?? '')
        : 'mixed';
    }).subscribe((v) => seen.push(v));

    const reads: string[] = [];
    let applying = true;
    const reader = (async () => {
      while (applying) {
        const [tags, cursor, counts] = await store.transaction(
          'r',
          [store.locations, store.likeCounts, store.meta],
          async () => [
            new Set((await store.locations.toArray()).map((l) => l.title_nl?.split(' ')[0])),
            await getMeta(store, 'cursor'),
            new Set((await store.likeCounts.toArray()).map((c) => c.likes)),
          ],
        );
        reads.push(`${[...tags].join('+')}@${cursor}/${[...counts].join('+')}`);
        await new Promise((r) => setTimeout(r, 1));
      }
    })();
    await applyPull(store, snapshot(1_500, 'B', 20), opts);
    applying = false;
    await reader;
    await new Promise((r) => setTimeout(r, 50));
    sub.unsubscribe();

    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(['A@10/10', 'B@20/20']).toContain(read);
    expect(seen).not.toContain('mixed');
    expect(seen.at(-1)).toBe('B');
  });
});
