import { PMTiles, type RangeResponse, ResolvedValueCache, type Source } from 'pmtiles';
import { describe, expect, it } from 'vitest';
import { tileAt } from '../../../src/domain/tiles.ts';
import { type ArchiveCache, CachedArchiveSource } from '../../../src/lib/map/cachedArchive.ts';
import { PARKS_BOUNDS, parksArchive } from '../../support/testMap/features.ts';

const URL_ = 'https://tiles.test/parks.pmtiles';
const archive = parksArchive(12, 14);

/** Range reads over "HTTP", counted; `down` makes them fail like a dead connection. */
function network(): Source & { reads: number; down: boolean } {
  const net = {
    reads: 0,
    down: false,
    getKey: () => URL_,
    getBytes: async (offset: number, length: number): Promise<RangeResponse> => {
      net.reads++;
      if (net.down) throw new TypeError('Failed to fetch');
      return { data: archive.slice(offset, offset + length).buffer };
    },
  };
  return net;
}

function cacheHolding(found: () => boolean): ArchiveCache & { lookups: number } {
  const cache = {
    lookups: 0,
    match: async (url: string) => {
      cache.lookups++;
      return found() && url === URL_ ? new Response(new Blob([archive.slice()])) : undefined;
    },
  };
  return cache;
}

const centre = tileAt(
  { lat: (PARKS_BOUNDS[1] + PARKS_BOUNDS[3]) / 2, lng: (PARKS_BOUNDS[0] + PARKS_BOUNDS[2]) / 2 },
  14,
);

describe('a PMTiles archive read from an offline pack', () => {
  it('serves tiles by slicing the cached file, with no range request at all', async () => {
    const net = network();
    net.down = true;
    const tiles = new PMTiles(
      new CachedArchiveSource(
        URL_,
        cacheHolding(() => true),
        net,
      ),
      new ResolvedValueCache(),
    );

    const header = await tiles.getHeader();
    expect([header.minZoom, header.maxZoom]).toEqual([12, 14]);
    const tile = await tiles.getZxy(14, centre.x, centre.y);
    expect(tile?.data.byteLength).toBeGreaterThan(50);
    expect(net.reads).toBe(0);
  });

  it('reads over the network while no pack holds it, and switches once one does', async () => {
    let cached = false;
    let clock = 0;
    const net = network();
    const cache = cacheHolding(() => cached);
    const source = new CachedArchiveSource(URL_, cache, net, () => clock);
    const tiles = new PMTiles(source, new ResolvedValueCache());

    expect(await tiles.getZxy(14, centre.x, centre.y)).toBeDefined();
    const networkReads = net.reads;
    expect(networkReads).toBeGreaterThan(0);

    cached = true;
    net.down = true;
    clock += 6_000; // the cache is looked at again now and then, not on every read
    expect(
      (await tiles.getZxy(13, Math.floor(centre.x / 2), Math.floor(centre.y / 2)))?.data.byteLength,
    ).toBeGreaterThan(0);
    expect(net.reads).toBe(networkReads);
  });

  it('does not look in the cache on every read while it is not there', async () => {
    let clock = 0;
    const cache = cacheHolding(() => false);
    const source = new CachedArchiveSource(URL_, cache, network(), () => clock);
    for (let i = 0; i < 5; i++) await source.getBytes(0, 100);
    expect(cache.lookups).toBe(1);
    clock += 6_000;
    await source.getBytes(0, 100);
    expect(cache.lookups).toBe(2);
  });
});
