import { isOnline, onOnlineChange } from '../lib/windowEvents.ts';

/**
 * What the engine needs from the browser: connectivity, page visibility, timers and Web
 * Locks. The browser adapter is below; tests pass their own to go offline, hide the page or
 * move time.
 */
export interface SyncPlatform {
  isOnline(): boolean;
  isVisible(): boolean;
  /** Subscribes to connectivity changes; returns an unsubscribe function. */
  onOnlineChange(cb: (online: boolean) => void): () => void;
  onVisibilityChange(cb: (visible: boolean) => void): () => void;
  now(): number;
  setTimeout(cb: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Web Locks, when the browser has them. */
  locks: LockManager | null;
}

export function browserPlatform(): SyncPlatform {
  const hasDocument = typeof document !== 'undefined';
  return {
    isOnline,
    isVisible: () => !hasDocument || document.visibilityState !== 'hidden',
    onOnlineChange,
    onVisibilityChange(cb) {
      if (!hasDocument) return () => {};
      const handler = () => cb(document.visibilityState !== 'hidden');
      document.addEventListener('visibilitychange', handler);
      return () => document.removeEventListener('visibilitychange', handler);
    },
    now: () => Date.now(),
    setTimeout: (cb, ms) => globalThis.setTimeout(cb, ms),
    clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
    locks: typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null,
  };
}

/** Waits `ms` on the platform's clock; resolves early when `signal` aborts. */
export function sleep(platform: SyncPlatform, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      platform.clearTimeout(handle);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const handle = platform.setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
