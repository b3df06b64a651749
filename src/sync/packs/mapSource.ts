import type { MapPackSource } from '../../domain/mapPack.ts';
import type { StyleJson, TileJson } from '../../domain/mapStyle.ts';
import { PMTILES_PROTOCOL, withPmtilesArchive } from '../../domain/pmtilesStyle.ts';

/**
 * What an offline pack needs to know about the map: the style as the map will load it and
 * the TileJSON of each tile source it names (mapPack.ts lists the files from them). Fetched
 * here, once per session; the list itself is computed in domain/.
 */

export interface MapSettings {
  styleUrl: string;
  pmtilesUrl: string | null;
  /** The bundled style: nothing of it needs a pack (it is precached). */
  fallbackStyleUrl: string;
  /** The page's URL, to make relative style and archive URLs absolute as MapLibre does. */
  base: string;
}

export class MapUnreachableError extends Error {
  constructor(detail: string) {
    super(`The map style could not be read: ${detail}`);
    this.name = 'MapUnreachableError';
  }
}

const TIMEOUT_MS = 15_000;

async function getJson<T>(fetchFn: typeof fetch, url: string): Promise<T> {
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetchFn(url, { mode: 'cors', credentials: 'omit', signal });
  } catch (e) {
    throw new MapUnreachableError(`${url}: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!response.ok) throw new MapUnreachableError(`${url}: HTTP ${response.status}`);
  try {
    return (await response.json()) as T;
  } catch {
    throw new MapUnreachableError(`${url}: not JSON`);
  }
}

/** The configured map as a pack source; null when the map is the bundled style alone. */
export async function fetchMapPackSource(
  settings: MapSettings,
  fetchFn: typeof fetch = fetch,
): Promise<MapPackSource | null> {
  const styleUrl = new URL(settings.styleUrl, settings.base).href;
  if (styleUrl === new URL(settings.fallbackStyleUrl, settings.base).href) return null;
  const fetched = await getJson<StyleJson>(fetchFn, styleUrl);
  const style = settings.pmtilesUrl
    ? withPmtilesArchive(fetched, new URL(settings.pmtilesUrl, settings.base).href)
    : fetched;
  const tileJsons: Record<string, TileJson> = {};
  for (const source of Object.values(style.sources ?? {})) {
    const url = source?.url;
    if (typeof url !== 'string' || url.startsWith(PMTILES_PROTOCOL)) continue;
    if (!['vector', 'raster', 'raster-dem'].includes(source.type)) continue;
    tileJsons[url] ??= await getJson<TileJson>(fetchFn, new URL(url, styleUrl).href);
  }
  return { styleUrl, style, tileJsons };
}
