import { useEffect, useRef } from 'react';
import { logVisitStart, logVisitStep } from '../../actions/logVisit.ts';
import { whenIdle } from '../../lib/whenIdle.ts';

/** The visit writes, one after another (each waits for its idle moment). */
let queue: Promise<void> = Promise.resolve();

/**
 * Logs the walk: the first stop shown in this tab starts (or continues) the visit, and every
 * later move to another stop updates it. `ready` is false while the stops are loading, so the
 * placeholder index 0 of an unloaded route is never logged.
 *
 * The write waits for an idle moment (reading the device's fields and the outbox write cost a
 * long task on a slow phone just as the first stop shows); logs keep their order.
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
    const step = last?.routeId === routeId;
    queue = queue.then(
      () =>
        new Promise<void>((resolve) =>
          whenIdle(() => {
            const write = step ? logVisitStep(routeId, index) : logVisitStart(routeId, index);
            write
              .catch((error: unknown) => console.warn('visit log failed', error))
              .finally(resolve);
          }),
        ),
    );
  }, [routeId, index, ready]);
}
