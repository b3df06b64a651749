import { atom } from 'jotai';
import { type BrowsingMode, type BrowsingState, changeMode } from '../domain/browsingMode.ts';
import { drawerOpenAtom } from './drawer.ts';
import { liveModeAtom } from './live.ts';
import { modeAtom } from './mode.ts';
import { photoViewerAtom } from './photoViewer.ts';
import { activeIndexAtom, currentRouteIdAtom } from './route.ts';
import { storyCategoriesAtom, storySearchAtom } from './stories.ts';

/**
 * Switches the browsing mode by the rule in domain/browsingMode.ts: a real change resets the
 * route, the index, the drawer and the photo viewer, the stories' filters and search and the
 * live flag; the same mode again changes nothing. Returns whether the mode changed.
 */
export const setModeAtom = atom(null, (get, set, next: BrowsingMode): boolean => {
  const state: BrowsingState = {
    mode: get(modeAtom),
    routeId: get(currentRouteIdAtom),
    index: get(activeIndexAtom),
    drawerOpen: get(drawerOpenAtom),
    photoOpen: get(photoViewerAtom) !== null,
    categories: get(storyCategoriesAtom),
    search: get(storySearchAtom),
    live: get(liveModeAtom),
  };
  const after = changeMode(state, next);
  if (after === state) return false;
  set(modeAtom, after.mode);
  set(currentRouteIdAtom, after.routeId);
  set(activeIndexAtom, after.index);
  set(drawerOpenAtom, after.drawerOpen);
  if (!after.photoOpen) set(photoViewerAtom, null);
  set(storyCategoriesAtom, after.categories);
  set(storySearchAtom, after.search);
  set(liveModeAtom, after.live);
  return true;
});

/**
 * Confirming a route (specification, "Route browsing"): it becomes the current route in its
 * mode (book routes are mode 3), at its first stop, with the drawer closed so the whole route
 * is seen.
 */
export const confirmRouteAtom = atom(
  null,
  (_get, set, { routeId, book }: { routeId: string; book: boolean }) => {
    set(setModeAtom, book ? 3 : 1);
    set(currentRouteIdAtom, routeId);
    set(activeIndexAtom, 0);
    set(drawerOpenAtom, false);
    set(photoViewerAtom, null);
  },
);
