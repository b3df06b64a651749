import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapRef } from 'react-map-gl/maplibre';

const BUTTONS = [
  ['.maplibregl-ctrl-zoom-in', 'map.zoomIn'],
  ['.maplibregl-ctrl-zoom-out', 'map.zoomOut'],
] as const;

/**
 * MapLibre reads its control labels once, when the map is created; after a language switch
 * the zoom buttons would still speak the old language to screen readers. Relabel them.
 */
export function useZoomLabels(map: MapRef | null): void {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    const container = map?.getContainer();
    if (!container || !language) return;
    for (const [selector, key] of BUTTONS) {
      const button = container.querySelector(selector);
      button?.setAttribute('title', t(key));
      button?.setAttribute('aria-label', t(key));
    }
  }, [map, t, language]);
}
