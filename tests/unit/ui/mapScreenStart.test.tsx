// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureBuiltinRoute } from '../../../src/db/builtin/ensureBuiltinRoute.ts';
import { db } from '../../../src/db/database.ts';
import { initI18n } from '../../../src/i18n/i18n.ts';
import { markRouteStored } from '../../../src/lib/routeStoredHint.ts';
import { mapLoadedAtom } from '../../../src/state/map.ts';
import { MapScreen } from '../../../src/ui/map/MapScreen.tsx';
import type { RouteMapProps } from '../../../src/ui/map/RouteMap.tsx';
import { inApp } from '../../support/inApp.tsx';
// The screen's lazy parts, loaded before it renders: an import still under way when the test
// ends fails as the environment is torn down.
import '../../../src/ui/drawer/StopSheet.tsx';
import '../../../src/ui/packs/MapPackPill.tsx';
import '../../../src/ui/walk/WalkControls.tsx';

/** Every render of the map (MapLibre's chunk stands in), with the stops it was given. */
const mapRenders = vi.hoisted(() => [] as number[]);
vi.mock('../../../src/ui/map/RouteMap.tsx', () => ({
  default: (props: RouteMapProps) => {
    mapRenders.push(props.stops.length);
    return <div data-testid="route-map" />;
  },
}));

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 150)));

function renderScreen() {
  render(inApp(<MapScreen />).element);
}

beforeEach(() => {
  initI18n('nl');
  mapRenders.length = 0;
  localStorage.clear();
});

afterEach(async () => {
  cleanup();
  await Promise.all([db.routes.clear(), db.routeStops.clear(), db.locations.clear()]);
  await db.meta.clear();
});

/**
 * MapLibre's start waits for the stops (useMapMayStart): on a first visit it would take the
 * main thread from the write of the built-in route, and the map would load without its line
 * and markers and jump to frame them.
 */
describe('the map screen starts the map once its stops are known', () => {
  it('on a first visit, after the built-in route is written, built with its eight stops', async () => {
    renderScreen();
    await settle();
    expect(screen.queryByTestId('route-map')).toBeNull();
    expect(mapRenders).toEqual([]);

    await act(() => ensureBuiltinRoute(db));
    await waitFor(() => expect(screen.getByTestId('route-map')).toBeTruthy());
    expect(mapRenders[0]).toBe(8);
  });

  it('on a return visit, at once: MapLibre starts while the stops are still being read', async () => {
    markRouteStored();
    // Nothing in the database here, so the stops stay unknown: the map must not wait for them.
    renderScreen();
    expect(await screen.findByTestId('route-map')).toBeTruthy();
    expect(mapRenders).not.toHaveLength(0);
    expect(mapRenders.every((stops) => stops === 0)).toBe(true);
  });

  it('on a return visit, with the stops it finds stored', async () => {
    await ensureBuiltinRoute(db);
    renderScreen();
    await waitFor(() => expect(screen.getByTestId('route-map')).toBeTruthy());
    expect(mapRenders.every((stops) => stops === 8)).toBe(true);
  });
});

/**
 * On a return visit (the map starts at once) what the loading overlay covers waits for the
 * map: the walk controls, the pack pill and the drawer's sheet (their chunks, parsing and
 * queries) would take a core from MapLibre's start.
 */
describe('the map screen under its loading overlay', () => {
  it('on a return visit, shows the walk controls, the pack pill and the sheet once the map has loaded', async () => {
    await ensureBuiltinRoute(db);
    markRouteStored();
    const app = inApp(<MapScreen />);
    render(app.element);
    await waitFor(() => expect(screen.getByTestId('route-map')).toBeTruthy());
    await settle();
    expect(screen.queryByTestId('walk-start')).toBeNull();
    // Its room is kept (the map frames the stops above it), its pill not yet loaded.
    expect(document.querySelector('[data-pack-slot]')?.childElementCount).toBe(0);
    expect(screen.getByTestId('drawer-peek')).toBeTruthy();

    act(() => app.store.set(mapLoadedAtom, true));
    expect(await screen.findByTestId('walk-start')).toBeTruthy();
    await waitFor(() =>
      expect(document.querySelector('[data-pack-slot]')?.childElementCount).toBeGreaterThan(0),
    );
    expect(await screen.findByTestId('drawer')).toBeTruthy();
    expect(screen.queryByTestId('drawer-peek')).toBeNull();
  });
});

describe('the map screen on a first visit', () => {
  it('mounts the walk controls and the pack pill while the map waits for the route', async () => {
    renderScreen();
    await act(() => ensureBuiltinRoute(db));
    expect(await screen.findByTestId('walk-start')).toBeTruthy();
    await waitFor(() =>
      expect(document.querySelector('[data-pack-slot]')?.childElementCount).toBeGreaterThan(0),
    );
    // The sheet itself still waits for the map's load (nobody sees it under the overlay).
    expect(screen.getByTestId('drawer-peek')).toBeTruthy();
  });
});
