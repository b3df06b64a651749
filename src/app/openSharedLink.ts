import type { createStore } from 'jotai';
import { parse } from 'regexparam';
import { confirmRouteAtom } from '../state/browsing.ts';
import { activeIndexAtom } from '../state/route.ts';
import { HOME_PATH, PATHS, pathTo } from './paths.ts';

const SHARE_PATTERNS = [parse(PATHS.shareStop), parse(PATHS.shareRoute)];

/** The route and 0-based stop a share path names, or null for any other path. */
export function readSharePath(pathname: string): { routeId: string; stopIndex: number } | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const { pattern, keys } of SHARE_PATTERNS) {
    const match = pattern.exec(path);
    if (!match) continue;
    const params = Object.fromEntries(keys.map((k, i) => [k, match[i + 1] ?? '']));
    const routeId = decodeURIComponent(params.routeId ?? '');
    if (!routeId) return null;
    const stop = params.stop === undefined ? 1 : Number(params.stop);
    const stopIndex = Number.isInteger(stop) && stop >= 1 ? stop - 1 : 0;
    return { routeId, stopIndex };
  }
  return null;
}

/** The link to share for stop `stopIndex` (0-based) of a route: `/r/<route>/<n>`, absolute. */
export function shareStopUrl(origin: string, routeId: string, stopIndex: number): string {
  return new URL(pathTo(PATHS.shareStop, { routeId, stop: stopIndex + 1 }), origin).toString();
}

/**
 * A shared link opens the app at that route and stop, in place of the walk stored on this
 * device (the address bar shows '/' after, so a reload is an ordinary one). Returns whether
 * the address was a share link.
 */
export function openSharedLink(
  store: ReturnType<typeof createStore>,
  loc: Location = window.location,
): boolean {
  const shared = readSharePath(loc.pathname);
  if (!shared) return false;
  store.set(confirmRouteAtom, { routeId: shared.routeId, book: false });
  store.set(activeIndexAtom, shared.stopIndex);
  window.history.replaceState(null, '', HOME_PATH);
  return true;
}
