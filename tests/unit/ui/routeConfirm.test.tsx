// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { downloadRoute } from '../../../src/actions/packs/downloadRoute.ts';
import { PATHS } from '../../../src/app/paths.ts';
import { db } from '../../../src/db/database.ts';
import { initI18n } from '../../../src/i18n/i18n.ts';
import { currentRouteIdAtom } from '../../../src/state/route.ts';
import { walkingRouteAtom } from '../../../src/state/walk.ts';
import RouteConfirmScreen from '../../../src/ui/routes/RouteConfirmScreen.tsx';
import { location, route, stop } from '../../fixtures/rows.ts';
import { inApp } from '../../support/inApp.tsx';

/**
 * Issue 14.4, "when access is granted, the route comes along": confirming a route the walker
 * may open makes it the current route and asks for its offline pack (which downloads on Wi-Fi
 * and waits on a metered link); the walk itself starts from the map, not from here.
 */
vi.mock('../../../src/actions/packs/downloadRoute.ts', () => ({
  downloadRoute: vi.fn(() => Promise.resolve()),
}));

beforeAll(() => initI18n('nl'));

beforeEach(async () => {
  await db.routes.put(route('route-1', { name: 'Grachtengordel', is_trial: true, stop_count: 1 }));
  await db.locations.put(location('loc-1', { title_nl: 'Herengracht' }));
  await db.routeStops.put(stop('st-1', 'route-1', 'loc-1', 1));
});

afterEach(async () => {
  cleanup();
  vi.mocked(downloadRoute).mockClear();
  await Promise.all([db.routes.clear(), db.locations.clear(), db.routeStops.clear()]);
});

function renderConfirm(routeId: string) {
  const app = inApp(
    <Route path={PATHS.routeConfirm}>
      <RouteConfirmScreen />
    </Route>,
    { path: `${PATHS.routes}/${routeId}` },
  );
  render(app.element);
  return app.store;
}

describe('confirming a route', () => {
  it('makes it the current route and asks for its pack, without starting the walk', async () => {
    const store = renderConfirm('route-1');
    const start = await screen.findByTestId('confirm-route');
    await act(async () => fireEvent.click(start));
    expect(store.get(currentRouteIdAtom)).toBe('route-1');
    expect(downloadRoute).toHaveBeenCalledWith('route-1', { auto: true });
    expect(store.get(walkingRouteAtom)).toBeNull();
  });

  it('offers no start (and downloads nothing) for a route the walker may not open', async () => {
    await db.routes.put(route('route-2', { name: 'Dagpasroute', daypass: true, stop_count: 1 }));
    renderConfirm('route-2');
    await screen.findByTestId('route-locked');
    expect(screen.queryByTestId('confirm-route')).toBeNull();
    expect(downloadRoute).not.toHaveBeenCalled();
  });
});
