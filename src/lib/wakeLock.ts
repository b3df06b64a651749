/**
 * Keeps the screen on during a walk with the Screen Wake Lock API, where the browser has it.
 * A browser drops the lock whenever the page is hidden (screen locked, another app), so it is
 * asked for again each time the page becomes visible until `release` is called.
 */

/** held: the screen stays on; unavailable: the browser has no wake lock; refused: it said no. */
export type WakeLockState = 'pending' | 'held' | 'unavailable' | 'refused';

export interface ScreenOn {
  release(): void;
}

interface WakeLockNavigator {
  wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinel> };
}

export function keepScreenOn(
  onState: (state: WakeLockState) => void,
  nav: WakeLockNavigator | undefined = typeof navigator === 'undefined' ? undefined : navigator,
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): ScreenOn {
  const api = nav?.wakeLock;
  if (!api) {
    queueMicrotask(() => onState('unavailable'));
    return { release: () => {} };
  }
  let sentinel: WakeLockSentinel | null = null;
  let released = false;
  const acquire = async () => {
    if (released || sentinel || doc?.visibilityState === 'hidden') return;
    try {
      const lock = await api.request('screen');
      if (released) {
        void lock.release();
        return;
      }
      sentinel = lock;
      lock.addEventListener('release', () => {
        sentinel = null;
        if (!released) onState('pending');
      });
      onState('held');
    } catch (error) {
      console.warn('Wake lock:', error instanceof Error ? error.message : error);
      onState('refused');
    }
  };
  const onVisibility = () => {
    if (doc?.visibilityState === 'visible') void acquire();
  };
  doc?.addEventListener('visibilitychange', onVisibility);
  void acquire();
  return {
    release() {
      if (released) return;
      released = true;
      doc?.removeEventListener('visibilitychange', onVisibility);
      const lock = sentinel;
      sentinel = null;
      if (lock) void lock.release();
    },
  };
}

interface PlatformNavigator {
  userAgent: string;
  maxTouchPoints: number;
}

/**
 * iPhone and iPad (every browser there is WebKit): a locked screen stops the page's scripts
 * and its position updates whatever the wake lock holds, and the walker may lock it by hand.
 * iPadOS presents itself as a Mac with a touch screen.
 */
export function pausesWhenLocked(
  nav: PlatformNavigator | undefined = typeof navigator === 'undefined' ? undefined : navigator,
): boolean {
  if (!nav) return false;
  return (
    /iPhone|iPad|iPod/.test(nav.userAgent) ||
    (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1)
  );
}
