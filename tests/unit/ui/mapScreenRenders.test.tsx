// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/app/App.tsx';
import { initI18n } from '../../../src/i18n/i18n.ts';
import { markLandingSeen } from '../../../src/lib/firstVisit.ts';
import { mapOfflineStyleAtom } from '../../../src/state/map.ts';
import { MapScreen } from '../../../src/ui/map/MapScreen.tsx';
import { inApp } from '../../support/inApp.tsx';

/** How often each stand-in rendered. */
const renders = vi.hoisted(() => ({ app: 0, mapScreen: 0, drawer: 0, overlay: 0 }));

// App's child: it renders again only when App does.
vi.mock('../../../src/ui/media/PhotoViewerHost.tsx', () => ({
  PhotoViewerHost: () => {
    renders.app++;
    return null;
  },
}));
// Called by every render of the map screen.
vi.mock('../../../src/ui/map/useShownStops.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/ui/map/useShownStops.ts')>();
  return {
    useShownStops: () => {
      renders.mapScreen++;
      return real.useShownStops();
    },
  };
});
// Rendered by every render of the drawer.
vi.mock('../../../src/ui/drawer/DrawerFooterBar.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/ui/drawer/DrawerFooterBar.tsx')>();
  return {
    DrawerFooterBar: (props: Parameters<typeof real.DrawerFooterBar>[0]) => {
      renders.drawer++;
      return real.DrawerFooterBar(props);
    },
  };
});
// Called by every render of the loading overlay.
vi.mock('../../../src/ui/map/useOverlayShown.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/ui/map/useOverlayShown.ts')>();
  return {
    ...real,
    useOverlayShown: (loaded: boolean, covered: boolean) => {
      renders.overlay++;
      return real.useOverlayShown(loaded, covered);
    },
  };
});
// MapLibre's chunk: not part of what is counted here.
vi.mock('../../../src/ui/map/RouteMap.tsx', () => ({ default: () => null }));

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

beforeEach(() => {
  initI18n('nl');
  markLandingSeen();
  renders.app = 0;
  renders.mapScreen = 0;
  renders.drawer = 0;
  renders.overlay = 0;
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('what re-renders the map screen', () => {
  it('is not a screen opening or closing over it', async () => {
    const app = inApp(<App />);
    render(app.element);
    await settle();
    const before = { app: renders.app, mapScreen: renders.mapScreen };
    act(() => app.location.navigate('/menu'));
    await settle();
    act(() => app.location.navigate('/'));
    await settle();
    expect(renders.app).toBe(before.app);
    expect(renders.mapScreen).toBe(before.mapScreen);
  });

  it('leaves the drawer and the loading overlay alone when what changed is not theirs', async () => {
    const app = inApp(<MapScreen />);
    render(app.element);
    await settle();
    const { drawer, overlay, mapScreen } = renders;
    act(() => app.store.set(mapOfflineStyleAtom, true));
    await settle();
    expect(renders.mapScreen).toBeGreaterThan(mapScreen);
    expect(renders.drawer).toBe(drawer);
    expect(renders.overlay).toBe(overlay);
  });
});
