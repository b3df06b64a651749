import { db as appDb, type RoutegidsDB } from '../db/database.ts';
import { getMeta } from '../db/meta.ts';

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

/**
 * The sync engine (and supabase-js behind it) loads after first paint; an action the first
 * screen calls must not pull it into the first bundle. A flush asked for before the engine
 * runs is not lost: the engine drains the outbox when it starts.
 */
function kickFlush(): void {
  void import('../sync/supabase/runtime.ts').then((m) => m.kickFlush()).catch(() => {});
}

/** The signed-in user as stored by the sync engine (readable offline, inside transactions). */
export async function currentUserId(db: RoutegidsDB): Promise<string | null> {
  return (await getMeta(db, 'session'))?.user?.id ?? null;
}
