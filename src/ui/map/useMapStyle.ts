import type { ErrorEvent as MapErrorEvent, StyleSpecification } from 'maplibre-gl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadStyleWithArchive } from '../../lib/map/loadStyle.ts';
import { isOnline } from '../../lib/windowEvents.ts';
import {
  FALLBACK_STYLE_URL,
  MAP_PMTILES_URL,
  MAP_STYLE_URL,
  STYLE_LOAD_TIMEOUT_MS,
} from './mapConfig.ts';

/** Last resort: however the online style behaves, the loading overlay ends by then. */
const LOAD_TIMEOUT_MS = 15_000;

export interface MapStyleState {
  /** A URL, the style as an object (with a PMTiles archive), or null while that loads. */
  mapStyle: string | StyleSpecification | null;
  usingFallback: boolean;
  onStyleData: () => void;
  onError: (event: MapErrorEvent) => void;
  onLoad: () => void;
}

/**
 * Which style the map shows: the online style, or the bundled minimal one when the online
 * style or its first tiles cannot be fetched (offline without a pack, blocked, timed out).
 *
 * Tile errors after the first load are left alone: one missing tile must not wipe the map.
 * With a complete offline pack (`packReady`) tile errors never switch styles: the pack holds
 * the tiles along the route, and the tiles of a view's far corners, outside the corridor,
 * are expected to fail offline while the streets around the walker draw.
 *
 * Opened offline, the online style can only come from the route's pack: without a complete
 * one the bundled style is used from the start, instead of after the online one's request
 * fails (a round of errors and a second style load, about 100 ms of an offline start).
 * `packReady` is undefined while the pack is still being looked up; offline, the map waits
 * for it (mapStyle null).
 */
export function useMapStyle(packReady: boolean | undefined): MapStyleState {
  // Online, the online style at once; offline, null until the pack is known.
  const start = useRef<'online' | 'fallback' | null>(isOnline() ? 'online' : null);
  // Decided once, when the pack is known: later changes are the error handling's business.
  if (start.current === null && packReady !== undefined) {
    start.current = packReady ? 'online' : 'fallback';
  }
  const [fellBackLater, setUsingFallback] = useState(MAP_STYLE_URL === FALLBACK_STYLE_URL);
  const usingFallback = fellBackLater || start.current === 'fallback';
  const [styleObject, setStyleObject] = useState<StyleSpecification | null>(null);
  const styleLoaded = useRef(false);
  const loaded = useRef(false);
  const fellBack = useRef(false);
  const packReadyRef = useRef(packReady === true);
  packReadyRef.current = packReady === true;

  const fallBack = useCallback((reason: string) => {
    if (fellBack.current) return;
    fellBack.current = true;
    console.warn(`Map: using the offline style (${reason})`);
    setUsingFallback(true);
  }, []);

  const decided = start.current !== null;
  useEffect(() => {
    if (!MAP_PMTILES_URL || usingFallback || !decided) return;
    let live = true;
    loadStyleWithArchive(MAP_STYLE_URL, MAP_PMTILES_URL).then(
      (style) => live && setStyleObject(style),
      (error: unknown) => live && fallBack(`style: ${String(error)}`),
    );
    return () => {
      live = false;
    };
  }, [usingFallback, decided, fallBack]);

  useEffect(() => {
    if (usingFallback || !decided) return;
    const styleTimer = setTimeout(() => {
      if (!styleLoaded.current) fallBack('style timeout');
    }, STYLE_LOAD_TIMEOUT_MS);
    const loadTimer = setTimeout(() => {
      if (!loaded.current) fallBack('load timeout');
    }, LOAD_TIMEOUT_MS);
    return () => {
      clearTimeout(styleTimer);
      clearTimeout(loadTimer);
    };
  }, [usingFallback, decided, fallBack]);

  const onError = useCallback(
    (event: MapErrorEvent) => {
      const sourceId = (event as MapErrorEvent & { sourceId?: string }).sourceId;
      if (!styleLoaded.current) fallBack(`style: ${event.error?.message ?? 'error'}`);
      else if (!loaded.current && sourceId && !packReadyRef.current) {
        fallBack(`tiles: ${event.error?.message ?? 'error'}`);
      }
    },
    [fallBack],
  );

  const onStyleData = useCallback(() => {
    styleLoaded.current = true;
  }, []);

  const onLoad = useCallback(() => {
    loaded.current = true;
  }, []);

  const online = MAP_PMTILES_URL ? styleObject : MAP_STYLE_URL;
  return {
    mapStyle: !decided ? null : usingFallback ? FALLBACK_STYLE_URL : online,
    usingFallback,
    onStyleData,
    onError,
    onLoad,
  };
}
