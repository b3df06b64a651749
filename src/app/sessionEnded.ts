import type { RoutegidsDB } from '../db/database.ts';
import { getMeta } from '../db/meta.ts';
import { AUTH_STORAGE_KEY, authStorage } from '../lib/authStorage.ts';
import type { KeyValueStore } from '../lib/webStorage.ts';

/**
 * Whether the page starts with a signed-in user stored in Dexie but no auth session left to
 * back it: the browser was restarted without "remember me" (the session lived in session
 * storage), or the site's storage was cleared. The sync engine signs such a walker out (the
 * stored session, access, what only a subscriber may read) as soon as it starts, so it should
 * start at once rather than after the map has drawn.
 */
export async function sessionEnded(
  db: RoutegidsDB,
  auth: Pick<KeyValueStore, 'getItem'> = authStorage(),
): Promise<boolean> {
  if (auth.getItem(AUTH_STORAGE_KEY) !== null) return false;
  const stored = await getMeta(db, 'session');
  return !!stored?.user;
}

/** When the sync engine starts: after the map (`mapDrawn`), or at once for an ended session. */
export function syncStartsWhen(
  db: RoutegidsDB,
  mapDrawn: Promise<void>,
  auth: Pick<KeyValueStore, 'getItem'> = authStorage(),
): Promise<void> {
  return Promise.race([
    mapDrawn,
    sessionEnded(db, auth).then((ended) => (ended ? undefined : mapDrawn)),
  ]);
}
