import { useEffect, useState } from 'react';
import { keepScreenOn, type WakeLockState } from '../../lib/wakeLock.ts';

/** Holds the screen on while mounted (the walk); `retry` asks again from a tap. */
export function useWakeLock(): { state: WakeLockState; retry: () => void } {
  const [state, setState] = useState<WakeLockState>('pending');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    void attempt;
    const lock = keepScreenOn(setState);
    return () => lock.release();
  }, [attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}
