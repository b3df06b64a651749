import type { createStore } from 'jotai';
import { whenIdle } from '../lib/whenIdle.ts';
import { mapLoadedAtom } from '../state/map.ts';

type Store = ReturnType<typeof createStore>;

/**
 * Resolves once the map has drawn (its first `load`, or its crash: MapScreen marks both) and
 * the page has had an idle moment, or after `fallbackMs` whatever happened. For work that
 * should not compete with MapLibre for the main thread while the first screen comes up.
 */
export function afterMapLoad(store: Store, fallbackMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe: () => void = () => {};
    const timer = setTimeout(done, fallbackMs);
    function done(): void {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
    if (store.get(mapLoadedAtom)) {
      whenIdle(done);
      return;
    }
    unsubscribe = store.sub(mapLoadedAtom, () => {
      if (!store.get(mapLoadedAtom)) return;
      unsubscribe();
      whenIdle(done);
    });
  });
}
