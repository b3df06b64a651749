import { type DownloadDeps, type DownloadResult, downloadPack } from './downloadPack.ts';

/**
 * The downloads running in this worker, one per route. Asking again for a route that is
 * downloading joins the running download (every tab asks at start; a reload asks again while
 * the worker is still busy): a pack is never filled twice at once.
 */
export class PackJobs {
  private readonly running = new Map<
    string,
    { promise: Promise<DownloadResult>; stop: AbortController }
  >();

  constructor(
    private readonly deps: DownloadDeps,
    /** Called after each download ends (the cache list changed). */
    private readonly onSettled: () => void = () => {},
  ) {}

  start(routeId: string): Promise<DownloadResult> {
    const current = this.running.get(routeId);
    if (current) return current.promise;
    const stop = new AbortController();
    const promise = downloadPack(routeId, this.deps, stop.signal)
      .catch((error: unknown): DownloadResult => {
        console.error(`Pack ${routeId}:`, error);
        return 'failed';
      })
      .finally(() => {
        this.running.delete(routeId);
        this.onSettled();
      });
    this.running.set(routeId, { promise, stop });
    return promise;
  }

  /** Stops the route's download (its row was deleted); resolves when it has stopped. */
  async stop(routeId: string): Promise<void> {
    const current = this.running.get(routeId);
    if (!current) return;
    current.stop.abort();
    await current.promise;
  }

  /** Routes with a running download (reconcile leaves their caches alone). */
  busyRoutes(): string[] {
    return [...this.running.keys()];
  }

  isRunning(routeId: string): boolean {
    return this.running.has(routeId);
  }
}
