import type { RoutegidsDB } from '../../src/db/database.ts';
import { parseWorkerCommand, type WorkerEvent } from '../../src/domain/packProtocol.ts';
import { checkCompletePacks, reconcilePackCaches } from './checkPacks.ts';
import type { PackCacheIndex } from './packCaches.ts';
import type { PackJobs } from './packJobs.ts';

export interface PackWorker {
  sw: ServiceWorkerGlobalScope;
  db: RoutegidsDB;
  jobs: PackJobs;
  index: PackCacheIndex;
  isInstalled: (key: string) => Promise<boolean>;
}

/** Posts a pack event to every window of the app (any tab shows the same progress). */
export async function postToWindows(
  sw: ServiceWorkerGlobalScope,
  event: WorkerEvent,
): Promise<void> {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const w of windows) w.postMessage(event);
}

/** Stops downloads whose rows are gone, then deletes the caches no row names. */
export async function reconcile(w: PackWorker): Promise<void> {
  for (const routeId of w.jobs.busyRoutes()) {
    if (!(await w.db.packs.get(routeId))) await w.jobs.stop(routeId);
  }
  await reconcilePackCaches(w.db, w.sw.caches, w.jobs.busyRoutes());
  w.index.forget();
}

/**
 * The page's pack commands. Each runs inside the message event's waitUntil, so the browser
 * keeps the worker alive while a pack downloads (and if it stops the worker anyway, the next
 * start of the app resumes the download where it was).
 */
export function listenForPackCommands(w: PackWorker): void {
  w.sw.addEventListener('message', (event) => {
    const command = parseWorkerCommand(event.data);
    if (!command) return;
    switch (command.type) {
      case 'PACK_DOWNLOAD':
        event.waitUntil(w.jobs.start(command.routeId));
        break;
      case 'PACK_VERIFY':
        event.waitUntil(
          checkCompletePacks({
            db: w.db,
            caches: w.sw.caches,
            origin: w.sw.location.origin,
            isInstalled: w.isInstalled,
            post: (e) => void postToWindows(w.sw, e),
          }).catch((error: unknown) => console.error('Pack check:', error)),
        );
        break;
      case 'PACK_RECONCILE':
        event.waitUntil(
          reconcile(w).catch((error: unknown) => console.error('Pack cleanup:', error)),
        );
        break;
      default:
        break;
    }
  });
}
