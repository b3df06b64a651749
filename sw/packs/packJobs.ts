import { type DownloadDeps, type DownloadResult, downloadPack } from './downloadPack.ts';

/**
 * The downloads running in this worker, one per route, at most `maxPacks` at a time (each
 * fetches a few files at once; "download all my routes" must not open dozens of connections).
 * Asking again for a route that is downloading or waiting joins it (every tab asks at start;
 * a reload asks again while the worker is still busy): a pack is never filled twice at once.
 */
export class PackJobs {
  private readonly running = new Map<
    string,
    { promise: Promise<DownloadResult>; stop: AbortController }
  >();
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly deps: DownloadDeps,
    /** Called after each download ends (the cache list changed), with how it ended. */
    private readonly onSettled: (result: DownloadResult) => void = () => {},
    private readonly maxPacks = 2,
  ) {}

  start(routeId: string): Promise<DownloadResult> {
    const current = this.running.get(routeId);
    if (current) return current.promise;
    const stop = new AbortController();
    const promise = this.slot()
      .then(() => (stop.signal.aborted ? 'stopped' : downloadPack(routeId, this.deps, stop.signal)))
      .catch((error: unknown): DownloadResult => {
        console.error(`Pack ${routeId}:`, error);
        return 'failed';
      })
      .then((result) => {
        this.running.delete(routeId);
        this.release();
        this.onSettled(result);
        return result;
      });
    this.running.set(routeId, { promise, stop });
    return promise;
  }

  /** Waits for a free download slot and takes it. */
  private slot(): Promise<void> {
    if (this.active < this.maxPacks) {
      this.active++;
      return Promise.resolve();
    }
    return new Promise((resolve) =>
      this.waiting.push(() => {
        this.active++;
        resolve();
      }),
    );
  }

  private release(): void {
    this.active--;
    this.waiting.shift()?.();
  }

  /** Stops the route's download (its row was deleted); resolves when it has stopped. */
  async stop(routeId: string): Promise<void> {
    const current = this.running.get(routeId);
    if (!current) return;
    current.stop.abort();
    await current.promise;
  }

  /** Routes with a download running or waiting (reconcile leaves their caches alone). */
  busyRoutes(): string[] {
    return [...this.running.keys()];
  }
}
