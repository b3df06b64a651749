import type { StyleJson, StyleSource } from './mapStyle.ts';

/**
 * An operator's PMTiles archive (VITE_MAP_PMTILES_URL) in place of the style's own vector
 * tiles: every `vector` source of the style reads from the archive through the `pmtiles://`
 * protocol instead (a basemap style has one; a district extract in the same schema fits it).
 * Raster, GeoJSON and other sources are left alone. The style is copied, not changed.
 */
export const PMTILES_PROTOCOL = 'pmtiles://';

export function withPmtilesArchive<S extends StyleJson>(style: S, archiveUrl: string): S {
  const sources: Record<string, StyleSource> = {};
  for (const [id, source] of Object.entries(style.sources ?? {})) {
    if (source?.type === 'vector') {
      const {
        url: _url,
        tiles: _tiles,
        minzoom: _min,
        maxzoom: _max,
        bounds: _b,
        scheme: _s,
        ...rest
      } = source;
      sources[id] = { ...rest, type: 'vector', url: `${PMTILES_PROTOCOL}${archiveUrl}` };
    } else {
      sources[id] = source;
    }
  }
  return { ...style, sources };
}

/** The archive URLs a style reads through the pmtiles protocol. */
export function pmtilesArchives(style: StyleJson): string[] {
  const urls = Object.values(style.sources ?? {})
    .map((s) => s?.url)
    .filter((u): u is string => typeof u === 'string' && u.startsWith(PMTILES_PROTOCOL))
    .map((u) => u.slice(PMTILES_PROTOCOL.length));
  return [...new Set(urls)];
}
