import type { RoutegidsDB } from './database.ts';
import { getMeta, setMeta } from './meta.ts';

/** Routes whose pack the walker deleted (meta `packsDeclined`): no automatic download for them. */
export async function isPackDeclined(db: RoutegidsDB, routeId: string): Promise<boolean> {
  return ((await getMeta(db, 'packsDeclined')) ?? []).includes(routeId);
}

export async function setPackDeclined(
  db: RoutegidsDB,
  routeId: string,
  declined: boolean,
): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const list = (await getMeta(db, 'packsDeclined')) ?? [];
    const has = list.includes(routeId);
    if (has === declined) return;
    await setMeta(
      db,
      'packsDeclined',
      declined ? [...list, routeId] : list.filter((id) => id !== routeId),
    );
  });
}
