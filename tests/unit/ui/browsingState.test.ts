import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { BUILTIN_ROUTE_ID } from '../../../src/db/builtin/museumplein.ts';
import { confirmRouteAtom, setModeAtom } from '../../../src/state/browsing.ts';
import { drawerOpenAtom } from '../../../src/state/drawer.ts';
import { liveModeAtom } from '../../../src/state/live.ts';
import { modeAtom } from '../../../src/state/mode.ts';
import { photoViewerAtom } from '../../../src/state/photoViewer.ts';
import { activeIndexAtom, currentRouteIdAtom, shownRouteIdAtom } from '../../../src/state/route.ts';
import { storyCategoriesAtom, storySearchAtom } from '../../../src/state/stories.ts';

/** A store mid-walk: a chosen route at stop 4, drawer and photo open, filters set, live on. */
function busyStore() {
  const store = createStore();
  store.set(currentRouteIdAtom, 'route-7');
  store.set(activeIndexAtom, 3);
  store.set(drawerOpenAtom, true);
  store.set(photoViewerAtom, { photos: ['/a.jpg'], index: 0, title: 'A' });
  store.set(storyCategoriesAtom, ['Muziek']);
  store.set(storySearchAtom, 'kerk');
  store.set(liveModeAtom, true);
  return store;
}

const snapshot = (store: ReturnType<typeof createStore>) => ({
  mode: store.get(modeAtom),
  route: store.get(currentRouteIdAtom),
  index: store.get(activeIndexAtom),
  drawer: store.get(drawerOpenAtom),
  photo: store.get(photoViewerAtom) !== null,
  categories: store.get(storyCategoriesAtom),
  search: store.get(storySearchAtom),
  live: store.get(liveModeAtom),
});

describe('the mode switch in the app state', () => {
  it('starts in mode 1 showing the built-in route', () => {
    const store = createStore();
    expect(store.get(modeAtom)).toBe(1);
    expect(store.get(shownRouteIdAtom)).toBe(BUILTIN_ROUTE_ID);
  });

  it('resets everything the rule names when the mode really changes', () => {
    const store = busyStore();
    expect(store.set(setModeAtom, 2)).toBe(true);
    expect(snapshot(store)).toEqual({
      mode: 2,
      route: null,
      index: 0,
      drawer: false,
      photo: false,
      categories: [],
      search: '',
      live: false,
    });
    expect(store.get(shownRouteIdAtom)).toBeNull();
  });

  it('leaves everything alone when asked for the mode it is in', () => {
    const store = busyStore();
    const before = snapshot(store);
    expect(store.set(setModeAtom, 1)).toBe(false);
    expect(snapshot(store)).toEqual(before);
  });

  it('confirms a route at its first stop with the drawer closed, in its mode', () => {
    const store = busyStore();
    store.set(confirmRouteAtom, { routeId: 'route-9', book: false });
    expect(snapshot(store)).toMatchObject({ mode: 1, route: 'route-9', index: 0, drawer: false });
    // Same mode: the stories' filters are not touched.
    expect(store.get(storySearchAtom)).toBe('kerk');
    store.set(confirmRouteAtom, { routeId: 'book-1', book: true });
    expect(snapshot(store)).toMatchObject({ mode: 3, route: 'book-1', index: 0, search: '' });
    expect(store.get(shownRouteIdAtom)).toBe('book-1');
  });
});
