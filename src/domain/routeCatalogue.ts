/**
 * The route lists (specification, "Route browsing" and "Roles and permissions"): which routes
 * are listed, in what order, which of them the visitor may walk, and how a locked one is
 * unlocked.
 *
 * Listed: published routes with at least one stop, newest first (created_at descending).
 * Walkable: the built-in and trial routes for everyone; with a day pass, the routes flagged
 * `daypass`; with a subscription, all of them. Who may read what is decided by the server
 * (RLS); this is only its mirror for display, and a route whose stops arrived locked is locked
 * whatever the mirror says.
 */
import type { RouteRow } from './rows.ts';

/** Specification: the route confirmation opens about 300 ms after a route is picked. */
export const CONFIRM_DELAY_MS = 300;

/** Specification: a route list is padded to at least 10 slots with empty entries. */
export const ROUTE_LIST_SLOTS = 10;

export interface Entitlement {
  hasSubscription: boolean;
  hasDayPass: boolean;
  /** Epoch ms; a pass past it no longer counts. */
  dayPassExpiry: number | null;
}

/** How a locked route is unlocked: a day pass (or a subscription), or only a subscription. */
export type UnlockWay = 'daypass' | 'subscription';

export interface ListedRoute {
  route: RouteRow;
  locked: boolean;
  /** Null when not locked. */
  unlock: UnlockWay | null;
}

export type RouteListKind = 'walking' | 'book';

type ListFields = Pick<
  RouteRow,
  | 'published'
  | 'stop_count'
  | 'is_book'
  | 'is_trial'
  | 'is_builtin'
  | 'daypass'
  | 'created_at'
  | 'id'
>;

function dayPassValid(e: Entitlement, now: number): boolean {
  return e.hasDayPass && (e.dayPassExpiry === null || e.dayPassExpiry > now);
}

/** Whether the visitor's access (as mirrored) lets them walk the route. */
export function mayWalk(route: ListFields, e: Entitlement, now: number): boolean {
  if (route.is_builtin || route.is_trial || e.hasSubscription) return true;
  return route.daypass && dayPassValid(e, now);
}

/** A day pass unlocks `daypass` routes; everything else needs a subscription. */
export function unlockWay(route: ListFields): UnlockWay {
  return route.daypass ? 'daypass' : 'subscription';
}

const newestFirst = (a: ListFields, b: ListFields): number =>
  b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id);

/**
 * The routes of one list (walking routes or book routes), newest first, each marked locked or
 * not. `lockedIds`: routes whose stops arrived locked from the server.
 */
export function listRoutes(
  routes: readonly RouteRow[],
  kind: RouteListKind,
  e: Entitlement,
  now: number,
  lockedIds: ReadonlySet<string> = new Set(),
): ListedRoute[] {
  return routes
    .filter((r) => r.published && r.stop_count > 0 && r.is_book === (kind === 'book'))
    .sort(newestFirst)
    .map((route) => {
      const locked = lockedIds.has(route.id) || !mayWalk(route, e, now);
      return { route, locked, unlock: locked ? unlockWay(route) : null };
    });
}

/** The list padded with nulls (empty slots) to at least `slots` entries. */
export function padSlots<T>(items: readonly T[], slots = ROUTE_LIST_SLOTS): (T | null)[] {
  const padded: (T | null)[] = [...items];
  while (padded.length < slots) padded.push(null);
  return padded;
}
