import { db as appDb, type RoutegidsDB } from '../../db/database.ts';
import type { ConnectionInfo } from '../../domain/downloadPolicy.ts';
import type { MapPackSource } from '../../domain/mapPack.ts';
import type { WorkerCommand } from '../../domain/packProtocol.ts';
import { readConnection } from '../../lib/connection.ts';
import { FALLBACK_STYLE_URL, MAP_PMTILES_URL, MAP_STYLE_URL } from '../../lib/mapSettings.ts';
import { askPersistentStorage, type StorageSpace, storageSpace } from '../../lib/storageSpace.ts';
import { canUsePacks, sendToWorker } from '../../lib/swBridge.ts';
import { isOnline } from '../../lib/windowEvents.ts';
import type { ArticleFetch } from '../../sync/articles.ts';
import { fetchMapPackSource } from '../../sync/packs/mapSource.ts';

/**
 * Everything the pack actions use besides their arguments: the database, the network, the
 * worker, the device. The app uses `appPackContext()`; tests pass their own.
 */
export interface PackContext {
  db: RoutegidsDB;
  fetch: typeof fetch;
  /** The page's URL (relative pack URLs are relative to it). */
  base: string;
  /** The configured map as a pack source (fetched once per session), or null for none. */
  mapSource: () => Promise<MapPackSource | null>;
  device: () => { dpr: number; viewportWidth: number };
  connection: () => ConnectionInfo | null;
  online: () => boolean;
  space: () => Promise<StorageSpace>;
  persist: () => Promise<boolean>;
  /**
   * False when no service worker can download (unsupported, blocked, never activated).
   * `patient`: wait for a first install that is still under way (the start-up caretaker).
   */
  canDownload: (opts?: { patient?: boolean }) => Promise<boolean>;
  send: (command: WorkerCommand) => Promise<boolean>;
  /** Fetches and stores these locations' articles (the sync engine, `location_articles`). */
  fetchArticles: (locationIds: string[]) => Promise<ArticleFetch>;
}

let mapSource: Promise<MapPackSource | null> | null = null;

/** The map source, fetched once; a failure is not remembered (the next call tries again). */
function cachedMapSource(base: string): Promise<MapPackSource | null> {
  mapSource ??= fetchMapPackSource({
    styleUrl: MAP_STYLE_URL,
    pmtilesUrl: MAP_PMTILES_URL,
    fallbackStyleUrl: FALLBACK_STYLE_URL,
    base,
  }).catch((error: unknown) => {
    mapSource = null;
    throw error;
  });
  return mapSource;
}

export function appPackContext(): PackContext {
  const base = window.location.href;
  return {
    db: appDb,
    fetch: (input, init) => fetch(input, init),
    base,
    mapSource: () => cachedMapSource(base),
    device: () => ({ dpr: window.devicePixelRatio || 1, viewportWidth: window.innerWidth }),
    connection: readConnection,
    online: isOnline,
    space: storageSpace,
    persist: askPersistentStorage,
    canDownload: (opts) => canUsePacks(opts?.patient ? 5 * 60_000 : undefined),
    send: sendToWorker,
    // The engine loads after first paint; a download is a reason to start it.
    fetchArticles: async (ids) => {
      const { startSync } = await import('../../sync/supabase/runtime.ts');
      return (await startSync()).fetchArticles(ids);
    },
  };
}
