import './mapScreen.css';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoute } from '../../db/hooks/useRoute.ts';
import { useRouteStops } from '../../db/hooks/useRouteStops.ts';
import { languageAtom } from '../../state/language.ts';
import { mapLoadedAtom } from '../../state/map.ts';
import { activeIndexAtom, clampIndex, currentRouteIdAtom } from '../../state/route.ts';
import { StopDrawer } from '../drawer/StopDrawer.tsx';
import { ErrorBoundary } from '../shell/ErrorBoundary.tsx';
import { LanguageSwitch } from '../shell/LanguageSwitch.tsx';
import { Logo } from '../shell/Logo.tsx';
import { UpdateBanner } from '../shell/UpdateBanner.tsx';
import { SyncStatus } from '../syncStatus/SyncStatus.tsx';
import { MapLoadingOverlay } from './MapLoadingOverlay.tsx';
import { useLivePosition } from './useLivePosition.ts';
import { useRememberWalk } from './useRememberWalk.ts';
import { useVisitLog } from './useVisitLog.ts';

/** MapLibre and everything that draws on it: its own chunk, fetched while the overlay shows. */
const RouteMap = lazy(() => import('./RouteMap.tsx'));

/** The offline pill (and the pack hooks behind it) is not needed for the first paint. */
const MapPackPill = lazy(() =>
  import('../packs/MapPackPill.tsx').then((m) => ({ default: m.MapPackPill })),
);

/**
 * The route screen at '/': full-screen map, logo, language switch, loading overlay, and the
 * drawer with the current stop and the footer to step through the route.
 */
export function MapScreen() {
  const { t } = useTranslation();
  const routeId = useAtomValue(currentRouteIdAtom);
  const route = useRoute(routeId);
  const stops = useRouteStops(routeId);
  const lang = useAtomValue(languageAtom);
  const [rawIndex, setIndex] = useAtom(activeIndexAtom);
  const setMapLoaded = useSetAtom(mapLoadedAtom);
  const total = stops?.length ?? 0;
  const index = clampIndex(rawIndex, total);

  useLivePosition();
  useVisitLog(routeId, index, total > 0);
  useRememberWalk(routeId, index, total > 0);

  const step = useCallback((next: number) => setIndex(clampIndex(next, total)), [setIndex, total]);
  // A map that cannot start (no WebGL, chunk failed) must not leave the overlay up forever.
  const onMapCrash = useCallback(() => setMapLoaded(true), [setMapLoaded]);

  return (
    <div className="map-screen">
      <main className="map-area" aria-label={t('map.label')} data-testid="map">
        <ErrorBoundary fallback={<div className="map-unavailable" />} onError={onMapCrash}>
          <Suspense fallback={null}>
            <RouteMap
              route={route}
              stops={stops ?? []}
              activeIndex={index}
              onSelect={step}
              lang={lang}
            />
          </Suspense>
        </ErrorBoundary>
      </main>
      <header className="top-bar">
        <Logo />
        <SyncStatus />
        <LanguageSwitch />
      </header>
      <Suspense fallback={null}>
        <MapPackPill routeId={routeId} />
      </Suspense>
      <UpdateBanner />
      <StopDrawer
        stops={stops}
        activeIndex={index}
        onStep={step}
        lang={lang}
        book={route?.is_book ?? false}
      />
      <MapLoadingOverlay />
    </div>
  );
}
