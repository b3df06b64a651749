import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

/**
 * Web Push on the local server: VAPID keys when none are configured, and the timer that runs
 * the dispatcher (`POST /functions/v1/api/push/dispatch`, the route pg_cron calls on Supabase).
 */
export type VapidKeys = { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string };

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY from the environment, else a pair made for this data
 * folder (`<data dir>/vapid.json`, beside the database, never in the repository) so browsers
 * stay subscribed across restarts; an in-memory database gets an in-memory pair.
 */
export function localVapidKeys(
  env: Record<string, string | undefined>,
  dataDir: string,
): VapidKeys {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { VAPID_PUBLIC_KEY: env.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: env.VAPID_PRIVATE_KEY };
  }
  if (dataDir === 'memory') return generated();
  const file = path.join(path.dirname(dataDir), 'vapid.json');
  if (existsSync(file)) {
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
      if (stored.VAPID_PUBLIC_KEY && stored.VAPID_PRIVATE_KEY) return stored as VapidKeys;
    } catch {
      // unreadable: make a new pair (browsers subscribed with the old one subscribe again)
    }
  }
  const keys = generated();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

function generated(): VapidKeys {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey };
}

/** Default: once a minute, so a reminder comes within a minute of its hour. 0 switches it off. */
export const PUSH_DISPATCH_INTERVAL_MS = 60_000;

/**
 * Runs `dispatch` every `intervalMs`, one run at a time (a slow run is never overtaken).
 * Returns the function that stops it and waits for a run in progress.
 */
export function startPushScheduler(
  dispatch: () => Promise<Response>,
  intervalMs: number,
): () => Promise<void> {
  if (!(intervalMs > 0)) return async () => {};
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        const res = await dispatch();
        await res.body?.cancel();
        if (!res.ok) console.error(`push dispatch answered ${res.status}`);
      } catch (error) {
        console.error('push dispatch failed:', error);
      }
    });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref?.();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
