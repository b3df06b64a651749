import { useEffect, useRef } from 'react';
import { logVisitStart, logVisitStep } from '../../actions/logVisit.ts';

/**
 * Logs the walk: the first stop shown in this tab starts (or continues) the visit, and every
 * later move to another stop updates it. `ready` is false while the stops are loading, so the
 * placeholder index 0 of an unloaded route is never logged.
 *
 * A failed write is only logged (specification: visit-log errors are not shown to the walker).
 */
export function useVisitLog(routeId: string, index: number, ready: boolean): void {
  // A ref, not state: StrictMode's second effect run and re-renders must not log again.
  const logged = useRef<{ routeId: string; index: number } | null>(null);
  useEffect(() => {
    if (!ready) return;
    const last = logged.current;
    if (last?.routeId === routeId && last.index === index) return;
    logged.current = { routeId, index };
    const write =
      last?.routeId === routeId ? logVisitStep(routeId, index) : logVisitStart(routeId, index);
    write.catch((error: unknown) => console.warn('visit log failed', error));
  }, [routeId, index, ready]);
}
