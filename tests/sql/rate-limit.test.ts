import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../support/catalogueSuite.ts';
import { anon, backends, service, type TestDb, user } from '../support/testDatabase.ts';

/** hit_rate_limit (supabase/migrations/20261121000800_rate_limits.sql): 0 = allowed, else wait. */
describe.each(backends())('hit_rate_limit (%s)', (backend) => {
  const t = useTestDb(backend);

  const hit = (key: string, limit: number, windowSeconds = 600) =>
    t.rpc<number>(service, 'hit_rate_limit', {
      p_key: key,
      p_limit: limit,
      p_window_seconds: windowSeconds,
    });
  const freshKey = () => `test:${randomUUID()}`;
  const endWindow = (key: string) =>
    t.owner(
      `update private.rate_limits set window_ends_at = now() - interval '1 second' where key = $1`,
      [key],
    );

  it('allows up to the limit, then answers the seconds left in the window', async () => {
    const key = freshKey();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await hit(key, 3, 600));
    expect(answers.slice(0, 3)).toEqual([0, 0, 0]);
    for (const wait of answers.slice(3)) {
      expect(wait).toBeGreaterThanOrEqual(598);
      expect(wait).toBeLessThanOrEqual(600);
    }
  });

  it('counts each key on its own', async () => {
    const a = freshKey();
    const b = freshKey();
    expect(await hit(a, 1)).toBe(0);
    expect(await hit(a, 1)).toBeGreaterThan(0);
    expect(await hit(b, 1)).toBe(0);
  });

  it('opens a new window once the old one has ended', async () => {
    const key = freshKey();
    expect(await hit(key, 1)).toBe(0);
    expect(await hit(key, 1)).toBeGreaterThan(0);
    await endWindow(key);
    expect(await hit(key, 1)).toBe(0);
    expect(await hit(key, 1)).toBeGreaterThan(0);
  });

  it('resets on its own after a short real window', async () => {
    const key = freshKey();
    expect(await hit(key, 1, 1)).toBe(0);
    expect(await hit(key, 1, 1)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await hit(key, 1, 1)).toBe(0);
  });

  it('prunes expired rows as it goes, and keeps live ones', async () => {
    const live = freshKey();
    await hit(live, 5);
    await t.owner(
      `insert into private.rate_limits (key, hits, window_ends_at)
       select 'expired:' || g, 1, now() - interval '1 minute' from generate_series(1, 5) g`,
    );
    await hit(freshKey(), 5);
    const rows = await t.owner<{ key: string }>(
      `select key from private.rate_limits where key like 'expired:%' or key = $1`,
      [live],
    );
    expect(rows.map((r) => r.key)).toEqual([live]);
  });

  it('rejects a missing key, a limit below 1 and a window below 1 s', async () => {
    for (const [key, limit, windowSeconds] of [
      ['', 1, 60],
      [freshKey(), 0, 60],
      [freshKey(), 1, 0],
    ] as const) {
      await expect(hit(key, limit, windowSeconds)).rejects.toMatchObject({ code: '22023' });
    }
  });

  it('is for the service role only: anon and authenticated get 42501', async () => {
    const args = { p_key: freshKey(), p_limit: 5, p_window_seconds: 60 };
    await expect(t.rpc(anon, 'hit_rate_limit', args)).rejects.toMatchObject({ code: '42501' });
    await expect(t.rpc(user(randomUUID()), 'hit_rate_limit', args)).rejects.toMatchObject({
      code: '42501',
    });
    await expect(t.as(anon, 'select * from private.rate_limits')).rejects.toMatchObject({
      code: '42501',
    });
    await expect(t.as(service, 'select * from private.rate_limits')).rejects.toMatchObject({
      code: '42501',
    });
  });
});

/**
 * Parallel hits need parallel connections: PGlite is one connection and runs them one by one,
 * so these run where a Postgres server is configured (TEST_DATABASE_URL).
 */
const servers = backends().filter((b) => b === 'postgres');

describe.skipIf(servers.length === 0).each(servers)('hit_rate_limit under load (%s)', (backend) => {
  const t = useTestDb(backend);

  const hit = (key: string, limit: number) =>
    t.rpc<number>(service, 'hit_rate_limit', {
      p_key: key,
      p_limit: limit,
      p_window_seconds: 600,
    });

  it('allows exactly the limit out of 20 parallel hits', async () => {
    const key = `load:${randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => hit(key, 5)));
    expect(answers.filter((wait) => wait === 0)).toHaveLength(5);
  });

  it('counts hits that queued behind an open transaction on the same key', async () => {
    const key = `queued:${randomUUID()}`;
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    let hitHeld: () => void = () => {};
    const firstHit = new Promise<void>((r) => {
      hitHeld = r;
    });
    // The first hit keeps its row locked (its insert uncommitted) while the others arrive.
    const first = t.db.asRole(service, async (q) => {
      const { rows } = await q.query<{ wait: number }>(
        'select public.hit_rate_limit($1, 3, 600) as wait',
        [key],
      );
      hitHeld();
      await held;
      return rows[0]!.wait;
    });
    await firstHit;
    const others = Array.from({ length: 6 }, () => hit(key, 3));
    await waitForLockWaiters(t, 6);
    release();
    const answers = [await first, ...(await Promise.all(others))];
    expect(answers.filter((wait) => wait === 0)).toHaveLength(3);
  });
});

/** Until `count` sessions of this database wait for a lock, so the overlap is real. */
async function waitForLockWaiters(t: TestDb, count: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const [row] = await t.owner<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((row?.waiting ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`fewer than ${count} sessions ever waited for the lock`);
}
