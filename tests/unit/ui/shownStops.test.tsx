// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILTIN_ROUTE_ID } from '../../../src/db/builtin/builtinRouteId.ts';
import { ensureBuiltinRoute } from '../../../src/db/builtin/ensureBuiltinRoute.ts';
import { db } from '../../../src/db/database.ts';
import { MODES } from '../../../src/domain/browsingMode.ts';
import { modeAtom } from '../../../src/state/mode.ts';
import { currentRouteIdAtom } from '../../../src/state/route.ts';
import { type ShownStops, useShownStops } from '../../../src/ui/map/useShownStops.ts';

/**
 * The map screen's stops on a first visit: the built-in route is written into Dexie beside
 * the first render, and until it is there the drawer must wait ("loading"), not say the route
 * has no stops.
 */
afterEach(async () => {
  cleanup();
  await Promise.all([db.routes.clear(), db.routeStops.clear(), db.locations.clear()]);
  await db.meta.clear();
});

function renderShown(chosen: string | null = null, onRender?: (shown: ShownStops) => void) {
  const store = createStore();
  store.set(modeAtom, MODES.routes);
  store.set(currentRouteIdAtom, chosen);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return renderHook(
    () => {
      const shown = useShownStops();
      onRender?.(shown);
      return shown;
    },
    { wrapper },
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('useShownStops on a first visit', () => {
  it('keeps the built-in route loading until it is written, then shows its eight stops', async () => {
    const { result } = renderShown();
    await settle();
    expect(result.current.routeId).toBe(BUILTIN_ROUTE_ID);
    expect(result.current.stops).toBeUndefined();
    await ensureBuiltinRoute(db);
    await waitFor(() => expect(result.current.stops).toHaveLength(8));
  });

  it('never shows the built-in route without its stops while they are written', async () => {
    const seen: (number | undefined)[] = [];
    const { result } = renderShown(null, (shown) => seen.push(shown.stops?.length));
    await settle();
    await ensureBuiltinRoute(db);
    await waitFor(() => expect(result.current.stops).toHaveLength(8));
    // Read apart, the route came a render before its stops: "no stops", and a map without them.
    expect(seen.filter((n) => n === 0)).toEqual([]);
  });

  it('shows a chosen route that is not stored as one without stops', async () => {
    const { result } = renderShown('route-that-is-gone');
    await waitFor(() => expect(result.current.stops).toEqual([]));
  });
});
