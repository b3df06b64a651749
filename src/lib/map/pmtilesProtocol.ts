import { type AddProtocolAction, addProtocol } from 'maplibre-gl';
import { PMTiles, Protocol, ResolvedValueCache } from 'pmtiles';
import { CachedArchiveSource } from './cachedArchive.ts';

/** `pmtiles://<archive URL>` (TileJSON) or `pmtiles://<archive URL>/z/x/y` (a tile). */
const PMTILES_URL = /^pmtiles:\/\/(.+?)(?:\/\d+\/\d+\/\d+)?$/;

let registered = false;

/**
 * MapLibre's `pmtiles://` protocol, with each archive read through CachedArchiveSource (from
 * an offline pack when one holds it). Headers and directories are remembered only once read
 * (ResolvedValueCache): a first read that failed offline does not poison the session.
 */
export function registerPmtilesProtocol(): void {
  if (registered) return;
  registered = true;
  const protocol = new Protocol();
  const load: AddProtocolAction = (params, abort) => {
    const archive = PMTILES_URL.exec(params.url)?.[1];
    if (archive && !protocol.get(archive)) {
      protocol.add(new PMTiles(new CachedArchiveSource(archive), new ResolvedValueCache()));
    }
    // pmtiles types its TileJSON answer's data as unknown; MapLibre takes it as JSON.
    return protocol.tilev4(params, abort) as ReturnType<AddProtocolAction>;
  };
  addProtocol('pmtiles', load);
}
