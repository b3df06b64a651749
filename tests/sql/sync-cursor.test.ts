import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SyncPullResponse } from '../../src/sync/protocol.ts';
import { useTestDb } from '../support/catalogueSuite.ts';
import { anon, backends, service, type TestDb, user } from '../support/testDatabase.ts';

/**
 * The pull cursor against writers that commit out of order. Needs two connections, so it
 * runs where the suite has a Postgres server (TEST_DATABASE_URL); PGlite is one connection
 * and its transactions never overlap.
 */
const servers = backends().filter((b) => b === 'postgres');

describe.skipIf(servers.length === 0).each(servers)('sync_pull cursor (%s)', (backend) => {
  const t = useTestDb(backend);

  const pull = (since: number) =>
    t.rpc<SyncPullResponse>(anon, 'sync_pull', { since, access_key: 'anon' });
  const addRoute = (q: { query: TestDb['db']['query'] }, name: string) =>
    q.query(`insert into public.routes (id, name, published) values ($1, $2, true)`, [
      randomUUID(),
      name,
    ]);
  const names = (res: SyncPullResponse) => res.routes.map((r) => r.name).sort();

  it('a change that commits after a later one is still pulled', async () => {
    const base = await pull(0);
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    let written: () => void = () => {};
    const slowWrote = new Promise<void>((r) => {
      written = r;
    });
    // The slow writer draws its change number first and commits last (a long import).
    const slow = t.db.transaction(async (q) => {
      await addRoute(q, 'slow');
      written();
      await held;
    });
    await slowWrote;
    await addRoute(t.db, 'fast');

    const mid = await pull(base.cursor);
    expect(names(mid)).toEqual(['fast']);

    release();
    await slow;
    const after = await pull(mid.cursor);
    expect(names(after)).toContain('slow');

    // Once nothing is in flight, the next pull is empty again.
    const quiet = await pull(after.cursor);
    expect(quiet.routes).toEqual([]);
  });

  it('a rolled-back writer holds the cursor back only until it ends', async () => {
    const base = await pull(0);
    await expect(
      t.db.transaction(async (q) => {
        await addRoute(q, 'never');
        throw new Error('import failed');
      }),
    ).rejects.toThrow('import failed');
    const res = await pull(base.cursor);
    expect(names(res)).not.toContain('never');
    expect((await pull(res.cursor)).routes).toEqual([]);
  });
});

describe.each(backends())('pruning tombstones (%s)', (backend) => {
  const t = useTestDb(backend);

  const pull = (since: number) =>
    t.rpc<SyncPullResponse>(anon, 'sync_pull', { since, access_key: 'anon' });

  it('a device older than the pruned tombstones gets a full snapshot; a recent one does not', async () => {
    const id = randomUUID();
    await t.owner(`insert into public.routes (id, name, published) values ($1, 'old', true)`, [id]);
    const stale = await pull(0);
    expect(stale.routes.map((r) => r.id)).toContain(id);

    await t.owner(`update public.routes set published = false where id = $1`, [id]);
    const recent = await pull(stale.cursor);
    expect(recent.removed.routes).toEqual([id]);

    await t.owner(
      `update public.sync_tombstones set removed_at = now() - interval '100 days' where row_id = $1`,
      [id],
    );
    expect(await t.rpc<number>(service, 'prune_sync_tombstones', {})).toBe(1);

    const afterPrune = await pull(stale.cursor);
    expect(afterPrune.full).toBe(true);
    expect(afterPrune.routes.map((r) => r.id)).not.toContain(id);
    const upToDate = await pull(recent.cursor);
    expect(upToDate.full).toBe(false);
  });

  it('keeps recent tombstones and refuses a retention under a day', async () => {
    const id = randomUUID();
    await t.owner(`insert into public.routes (id, name, published) values ($1, 'new', true)`, [id]);
    await t.owner(`update public.routes set published = false where id = $1`, [id]);
    expect(await t.rpc<number>(service, 'prune_sync_tombstones', {})).toBe(0);
    await expect(
      t.rpc(service, 'prune_sync_tombstones', { p_keep: '1 hour' }),
    ).rejects.toMatchObject({ code: '22023' });
  });

  it('only the service role may prune', async () => {
    await expect(t.rpc(anon, 'prune_sync_tombstones', {})).rejects.toMatchObject({
      code: '42501',
    });
    const uid = await t.createUser();
    await expect(t.rpc(user(uid), 'prune_sync_tombstones', {})).rejects.toMatchObject({
      code: '42501',
    });
  });
});
