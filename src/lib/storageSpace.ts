/**
 * The browser's storage manager: how much room is left for offline packs, and the request
 * that the browser keep them (persistent storage is not evicted under storage pressure, and
 * Safari's seven-day rule spares an installed app). Absent APIs answer "unknown", never throw.
 */

export interface StorageSpace {
  /** Bytes the origin may still use, or null when the browser does not say. */
  free: number | null;
  usage: number | null;
  quota: number | null;
}

export async function storageSpace(): Promise<StorageSpace> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.estimate) return { free: null, usage: null, quota: null };
  try {
    const { usage, quota } = await storage.estimate();
    if (typeof quota !== 'number') return { free: null, usage: usage ?? null, quota: null };
    return { free: Math.max(0, quota - (usage ?? 0)), usage: usage ?? null, quota };
  } catch {
    return { free: null, usage: null, quota: null };
  }
}

/** Asks the browser to keep this origin's storage; true when it is (now) persistent. */
export async function askPersistentStorage(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return false;
  try {
    if (await storage.persisted?.()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}

export async function isStoragePersistent(): Promise<boolean> {
  try {
    return (await navigator.storage?.persisted?.()) ?? false;
  } catch {
    return false;
  }
}
