import './mapScreen.css';
import { useAtom, useAtomValue } from 'jotai';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePack } from '../../db/hooks/usePacks.ts';
import { MODES } from '../../domain/browsingMode.ts';
import { routeStoredBefore } from '../../lib/routeStoredHint.ts';
import { languageAtom } from '../../state/language.ts';
import { mapLoadedAtom, mapOfflineStyleAtom } from '../../state/map.ts';
import { activeIndexAtom, clampIndex } from '../../state/route.ts';
import { StopDrawer } from '../drawer/StopDrawer.tsx';
import { MenuButton } from '../menu/MenuButton.tsx';
import { ErrorBoundary } from '../shell/ErrorBoundary.tsx';
import { LanguageSwitch } from '../shell/LanguageSwitch.tsx';
import { Logo } from '../shell/Logo.tsx';
import { UpdateBanner } from '../shell/UpdateBanner.tsx';
import { SyncStatus } from '../syncStatus/SyncStatus.tsx';
import { MapLoadingOverlay } from './MapLoadingOverlay.tsx';
import { useLivePosition } from './useLivePosition.ts';
import { useMapMayStart } from './useMapMayStart.ts';
import { useRememberWalk } from './useRememberWalk.ts';
import { useShownStops } from './useShownStops.ts';
import { useVisitLog } from './useVisitLog.ts';

/** MapLibre and everything that draws on it: its own chunk, fetched while the overlay shows. */
const RouteMap = lazy(() => import('./RouteMap.tsx'));

/** The empty drawer's line in stories mode, by why nothing shows. */
const STORIES_EMPTY = {
  'not-subscribed': 'stories.notSubscribed',
  'no-stories': 'stories.noStories',
  'no-match': 'stories.noMatch',
  'nothing-near': 'stories.nothingNear',
} as const;
/** The walk mode (Start walk, arrival by GPS, lock screen) is not needed for the first paint. */
const WalkControls = lazy(() => import('../walk/WalkControls.tsx'));
/** The offline pill (and the pack hooks behind it) is not needed for the first paint. */
const MapPackPill = lazy(() =>
  import('../packs/MapPackPill.tsx').then((m) => ({ default: m.MapPackPill })),
);

/**
 * The route screen at '/': full-screen map, logo, language switch, loading overlay, and the
 * drawer with the current stop (or story) and the footer to step through them.
 */
export function MapScreen() {
  const { t } = useTranslation();
  const shown = useShownStops();
  const { stops, route, mode } = shown;
  const lang = useAtomValue(languageAtom);
  const [rawIndex, setIndex] = useAtom(activeIndexAtom);
  const [mapLoaded, setMapLoaded] = useAtom(mapLoadedAtom);
  const offlineStyle = useAtomValue(mapOfflineStyleAtom);
  const total = stops?.length ?? 0;
  const index = clampIndex(rawIndex, total);
  const stories = mode === MODES.stories;
  // Read here, at the first render, not in the map's chunk: offline it decides the map's style.
  const pack = usePack(stories ? null : shown.routeId);
  // A return visit starts MapLibre at once; a first visit's map waits for the route's write.
  const [startsAtOnce] = useState(routeStoredBefore);
  const mapMayStart = useMapMayStart(stops !== undefined, startsAtOnce);

  useLivePosition();
  useVisitLog(shown.routeId ?? '', index, !stories && !!shown.routeId && total > 0);
  useRememberWalk(shown.routeId ?? '', index, !stories && !!shown.routeId && total > 0);

  const step = useCallback((next: number) => setIndex(clampIndex(next, total)), [setIndex, total]);
  // A map that cannot start (no WebGL, chunk failed) must not leave the overlay up forever.
  const onMapCrash = useCallback(() => setMapLoaded(true), [setMapLoaded]);
  const album = route ? (lang === 'eng' && route.name_en ? route.name_en : route.name) : undefined;
  const walkable = !stories && !!shown.routeId && !!stops && total > 0;
  // Nobody sees what the loading overlay covers. Where the map starts at once (a return visit)
  // the walk controls, the pack pill and the drawer sheet's chunk wait for its load, so their
  // chunks, parsing and queries leave the cores to its start (offline cold start to the map's
  // `load`: medians of 513 to 610 ms against 633 to 738 ms, four interleaved runs of 13-15).
  // On a first visit the map waits for the route's first write, and they load meanwhile:
  // moved after the map's load, Lighthouse's TBT of a first visit came out higher, not lower.
  const coveredMayLoad = mapLoaded || !startsAtOnce;
  const emptyText =
    stories && shown.storiesReason ? t(STORIES_EMPTY[shown.storiesReason]) : undefined;

  return (
    <div className="map-screen">
      <main className="map-area" aria-label={t('map.label')} data-testid="map">
        <ErrorBoundary fallback={<div className="map-unavailable" />} onError={onMapCrash}>
          <Suspense fallback={null}>
            {mapMayStart && (
              <RouteMap
                route={route}
                stops={stops ?? []}
                activeIndex={index}
                onSelect={step}
                lang={lang}
                frameKey={shown.key}
                kind={stories ? 'stories' : 'route'}
                packReady={pack === undefined ? undefined : pack?.state === 'complete'}
              />
            )}
          </Suspense>
        </ErrorBoundary>
      </main>
      <header className="top-bar">
        <MenuButton />
        <Logo />
        <div className="top-bar__badges">
          <SyncStatus />
          {coveredMayLoad && walkable && shown.routeId && stops ? (
            <Suspense fallback={null}>
              <WalkControls
                routeId={shown.routeId}
                stops={stops}
                index={index}
                onStep={step}
                lang={lang}
                album={album}
              />
            </Suspense>
          ) : null}
          {/* On a route the pack pill says it; stories have no pack to download. */}
          {offlineStyle && stories && (
            <span className="map-offline-badge" data-testid="map-offline">
              {t('map.noMapOffline')}
            </span>
          )}
        </div>
        <LanguageSwitch />
      </header>
      {!stories && shown.routeId ? (
        // The slot is there from the start: the map frames its stops above the pill's room.
        <div className="map-pack-slot" data-pack-slot>
          {coveredMayLoad && (
            <Suspense fallback={null}>
              <MapPackPill routeId={shown.routeId} />
            </Suspense>
          )}
        </div>
      ) : null}
      <UpdateBanner />
      <StopDrawer
        stops={stops}
        activeIndex={index}
        onStep={step}
        lang={lang}
        book={route?.is_book ?? false}
        stories={stories}
        album={album}
        emptyText={emptyText}
        deferSheet={!mapLoaded}
        sheetChunkWaits={!coveredMayLoad}
      />
      <MapLoadingOverlay />
    </div>
  );
}
