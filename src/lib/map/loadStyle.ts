import type { StyleSpecification } from 'maplibre-gl';
import { withPmtilesArchive } from '../../domain/pmtilesStyle.ts';

/**
 * The configured style with the operator's PMTiles archive in place of its vector tiles
 * (VITE_MAP_PMTILES_URL). MapLibre cannot rewrite a style it loads by URL, so the map is
 * given the style as an object. The request goes through the service worker like MapLibre's
 * would (an offline pack holds the style).
 */
export async function loadStyleWithArchive(
  styleUrl: string,
  archiveUrl: string,
): Promise<StyleSpecification> {
  const base = window.location.href;
  const response = await fetch(new URL(styleUrl, base).href, { mode: 'cors', credentials: 'omit' });
  if (!response.ok) throw new Error(`map style: HTTP ${response.status}`);
  const style = (await response.json()) as StyleSpecification;
  return withPmtilesArchive(style, new URL(archiveUrl, base).href);
}
