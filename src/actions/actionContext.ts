import { db as appDb, type RoutegidsDB } from '../db/database';
import { getMeta } from '../db/meta';
import { kickFlush } from '../sync/runtime';

/**
 * What an action needs besides its arguments. The app uses the defaults; tests pass their
 * own database, clock and ids.
 */
export interface ActionContext {
  db: RoutegidsDB;
  now(): Date;
  uuid(): string;
  /** Called after an op was queued: start sending (interactive: a user is waiting). */
  queued(): void;
}

export function appContext(): ActionContext {
  return {
    db: appDb,
    now: () => new Date(),
    uuid: () => crypto.randomUUID(),
    queued: kickFlush,
  };
}

/** The signed-in user as stored by the sync engine (readable offline, inside transactions). */
export async function currentUserId(db: RoutegidsDB): Promise<string | null> {
  return (await getMeta(db, 'session'))?.user?.id ?? null;
}
