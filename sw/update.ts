/**
 * The update flow, worker side. A new version installs and then waits: it takes over only
 * when the page asks (the "Herladen" button sends SKIP_WAITING). It never skips waiting on
 * its own, so nobody's walk is interrupted by a version change.
 */
export function listenForSkipWaiting(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('message', (event) => {
    const data: unknown = event.data;
    if (
      typeof data === 'object' &&
      data !== null &&
      (data as { type?: unknown }).type === 'SKIP_WAITING'
    ) {
      void sw.skipWaiting();
    }
  });
}
