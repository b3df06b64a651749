import type { RoutegidsDB } from '../db/database.ts';
import { setMeta } from '../db/meta.ts';
import type { LocationRow, RouteRow } from '../domain/rows.ts';
import type { Entitlement } from './access.ts';

/**
 * Removes from the device what `entitlement` may not read, without asking the server: used
 * when access ends (sign-out, a day pass expiring offline, a cancelled subscription). It
 * mirrors the server's rules (DESIGN §4.3): route metadata and stop positions stay public;
 * the stories of routes the user may not open are locked (their stored articles deleted),
 * stories outside routes are deleted, and offline packs of those routes go. The cursor is reset so the next pull is a full
 * snapshot that brings the exact server view.
 */
export function isReadableRoute(route: RouteRow, entitlement: Entitlement): boolean {
  if (route.is_builtin || route.is_trial) return true;
  if (entitlement === 'subscription') return true;
  return entitlement === 'daypass' && route.daypass;
}

/** What a locked location keeps: enough to draw its marker and name it, no story. */
export function lockedCopy(row: LocationRow): LocationRow {
  return {
    ...row,
    video_url: null,
    slider_images: [],
    hero_image: null,
    spotify_url: null,
    maps_link: null,
    intro: null,
    article_nl: null,
    article_en: null,
    article_title: null,
    publication_url: null,
    author: null,
    image_credit: null,
    audio_url: null,
    locked: true,
  };
}

export async function removeUnreadable(db: RoutegidsDB, entitlement: Entitlement): Promise<void> {
  if (entitlement === 'subscription') return;
  await db.transaction(
    'rw',
    [db.routes, db.routeStops, db.locations, db.packs, db.meta, db.articles],
    async () => {
      const routes = await db.routes.toArray();
      const readable = new Set(
        routes.filter((r) => isReadableRoute(r, entitlement)).map((r) => r.id),
      );
      const open = new Set<string>();
      const onMap = new Set<string>();
      await db.routeStops.each((s) => {
        onMap.add(s.location_id);
        if (readable.has(s.route_id)) open.add(s.location_id);
      });

      const toLock: LocationRow[] = [];
      const toDelete: string[] = [];
      await db.locations.each((loc) => {
        if (open.has(loc.id)) return;
        if (!onMap.has(loc.id)) toDelete.push(loc.id);
        else if (!loc.locked) toLock.push(lockedCopy(loc));
      });
      if (toLock.length > 0) await db.locations.bulkPut(toLock);
      if (toDelete.length > 0) await db.locations.bulkDelete(toDelete);
      await db.articles.bulkDelete([...toLock.map((l) => l.id), ...toDelete]);

      const packs = (await db.packs.toCollection().primaryKeys()) as string[];
      await db.packs.bulkDelete(packs.filter((id) => !readable.has(id)));

      await setMeta(db, 'cursor', 0);
      await setMeta(db, 'accessKey', null);
    },
  );
}
