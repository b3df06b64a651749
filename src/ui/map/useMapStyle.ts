import type { ErrorEvent as MapErrorEvent } from 'maplibre-gl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FALLBACK_STYLE_URL, MAP_STYLE_URL, STYLE_LOAD_TIMEOUT_MS } from './mapConfig.ts';

/** Sources the app adds itself; their errors say nothing about the base map. */
const OWN_SOURCES = new Set(['route']);

/** Last resort: however the online style behaves, the loading overlay ends by then. */
const LOAD_TIMEOUT_MS = 15_000;

export interface MapStyleState {
  styleUrl: string;
  usingFallback: boolean;
  onStyleData: () => void;
  onError: (event: MapErrorEvent) => void;
  onLoad: () => void;
}

/**
 * Which style the map shows: the online style, or the bundled minimal one when the online
 * style or its first tiles cannot be fetched (offline, blocked, timed out).
 *
 * Tile errors after the first load are left alone: a walker with a downloaded pack gets the
 * tiles that are cached, and one missing tile must not wipe the whole map.
 */
export function useMapStyle(): MapStyleState {
  const [usingFallback, setUsingFallback] = useState(MAP_STYLE_URL === FALLBACK_STYLE_URL);
  const styleLoaded = useRef(false);
  const loaded = useRef(false);

  const fellBack = useRef(false);

  const fallBack = useCallback((reason: string) => {
    if (fellBack.current) return;
    fellBack.current = true;
    console.warn(`Map: using the offline style (${reason})`);
    setUsingFallback(true);
  }, []);

  useEffect(() => {
    if (usingFallback) return;
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
  }, [usingFallback, fallBack]);

  const onError = useCallback(
    (event: MapErrorEvent) => {
      const sourceId = (event as MapErrorEvent & { sourceId?: string }).sourceId;
      if (sourceId && OWN_SOURCES.has(sourceId)) return;
      if (!styleLoaded.current) fallBack(`style: ${event.error?.message ?? 'error'}`);
      else if (!loaded.current && sourceId) fallBack(`tiles: ${event.error?.message ?? 'error'}`);
    },
    [fallBack],
  );

  const onStyleData = useCallback(() => {
    styleLoaded.current = true;
  }, []);

  const onLoad = useCallback(() => {
    loaded.current = true;
  }, []);

  return {
    styleUrl: usingFallback ? FALLBACK_STYLE_URL : MAP_STYLE_URL,
    usingFallback,
    onStyleData,
    onError,
    onLoad,
  };
}
