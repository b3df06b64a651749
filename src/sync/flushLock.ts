import type { RoutegidsDB } from '../db/database.ts';
import type { SyncPlatform } from './platform.ts';
import { sleep } from './platform.ts';

/**
 * One tab at a time sends outbox ops, so two tabs never send the same op concurrently. The
 * lock is held for one batch (read, send, apply the answer) and released during backoff, so
 * a tab whose user differs can send its own ops in between.
 *
 * With Web Locks the browser queues the tabs. Without them (old browsers, Node tests) a lease
 * in `meta` does: taken in a Dexie read-write transaction, which IndexedDB serialises across
 * tabs, and given a deadline so a tab that died while holding it does not block the others.
 */
export interface FlushLock {
  /** Runs `fn` while holding the lock; resolves `undefined` if `signal` aborted first. */
  run<T>(fn: () => Promise<T>, signal?: AbortSignal): Promise<T | undefined>;
}

export const LOCK_NAME = 'routegids-outbox';

export function webLock(locks: LockManager): FlushLock {
  return {
    async run(fn, signal) {
      try {
        return await locks.request(LOCK_NAME, signal ? { signal } : {}, () => fn());
      } catch (e) {
        if (signal?.aborted) return undefined;
        throw e;
      }
    },
  };
}

export interface LeaseOptions {
  ttlMs: number;
  pollMs: number;
}

export function dexieLease(
  db: RoutegidsDB,
  platform: SyncPlatform,
  owner: string,
  { ttlMs, pollMs }: LeaseOptions = { ttlMs: 60_000, pollMs: 100 },
): FlushLock {
  const acquire = () =>
    db.transaction('rw', db.meta, async () => {
      const row = await db.meta.get('outboxLease');
      const lease = row?.value as { owner: string; until: number } | undefined;
      const now = platform.now();
      if (lease && lease.owner !== owner && lease.until > now) return false;
      await db.meta.put({ key: 'outboxLease', value: { owner, until: now + ttlMs } });
      return true;
    });
  const release = () =>
    db.transaction('rw', db.meta, async () => {
      const row = await db.meta.get('outboxLease');
      if ((row?.value as { owner?: string } | undefined)?.owner === owner) {
        await db.meta.delete('outboxLease');
      }
    });
  return {
    async run(fn, signal) {
      while (!(await acquire())) {
        if (signal?.aborted) return undefined;
        await sleep(platform, pollMs, signal);
      }
      try {
        return await fn();
      } finally {
        await release();
      }
    },
  };
}

export function flushLockFor(db: RoutegidsDB, platform: SyncPlatform, owner: string): FlushLock {
  return platform.locks ? webLock(platform.locks) : dexieLease(db, platform, owner);
}
