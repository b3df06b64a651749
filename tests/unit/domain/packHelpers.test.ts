import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../../src/domain/byteSize.ts';
import { hasRoomFor, isMeteredConnection } from '../../../src/domain/downloadPolicy.ts';
import { requestWidth } from '../../../src/domain/imageSizing.ts';
import { imageSlotCssWidths, slotCssWidth } from '../../../src/domain/imageSlots.ts';
import type { StyleJson } from '../../../src/domain/mapStyle.ts';
import { parseWorkerCommand, parseWorkerEvent } from '../../../src/domain/packProtocol.ts';
import { pmtilesArchives, withPmtilesArchive } from '../../../src/domain/pmtilesStyle.ts';

describe('sizes as a walker reads them', () => {
  it('uses decimal units, one decimal below 10, and the language’s decimal mark', () => {
    expect(formatBytes(0, 'nl')).toBe('0 B');
    expect(formatBytes(340_000, 'nl')).toBe('340 kB');
    expect(formatBytes(2_378_333, 'nl')).toBe('2,4 MB');
    expect(formatBytes(2_378_333, 'eng')).toBe('2.4 MB');
    expect(formatBytes(11_000_000, 'eng')).toBe('11 MB');
    expect(formatBytes(2_100_000_000, 'nl')).toBe('2,1 GB');
    expect(formatBytes(999_700, 'eng')).toBe('1.0 MB');
    expect(formatBytes(Number.NaN, 'eng')).toBe('0 B');
  });
});

describe('when a download may start without asking', () => {
  it('asks on Save-Data and on cellular or other metered links, not on Wi-Fi or an unknown link', () => {
    expect(isMeteredConnection({ saveData: true, type: 'wifi' })).toBe(true);
    expect(isMeteredConnection({ type: 'cellular' })).toBe(true);
    expect(isMeteredConnection({ metered: true })).toBe(true);
    expect(isMeteredConnection({ type: 'wifi' })).toBe(false);
    expect(isMeteredConnection({})).toBe(false);
    expect(isMeteredConnection(null)).toBe(false);
  });

  it('wants the pack and a margin to fit in the space left, and goes ahead when it is unknown', () => {
    expect(hasRoomFor(11_000_000, 2_100_000_000)).toBe(true);
    expect(hasRoomFor(11_000_000, 12_000_000)).toBe(false);
    expect(hasRoomFor(11_000_000, null)).toBe(true);
  });
});

describe('the stop image slots a pack holds', () => {
  it('are the widths the page asks for on this viewport, so page and pack ask the same URLs', () => {
    expect(imageSlotCssWidths(390).map((w) => requestWidth(w, 2))).toEqual(
      [slotCssWidth('main', 390), slotCssWidth('thumb', 390), slotCssWidth('fullscreen', 390)].map(
        (w) => requestWidth(w, 2),
      ),
    );
    expect(imageSlotCssWidths(2560)).toEqual([640, 64, 2560]);
  });
});

describe('messages between page and worker', () => {
  it('accepts the commands it knows and nothing else', () => {
    expect(parseWorkerCommand({ type: 'PACK_DOWNLOAD', routeId: 'r' })).toEqual({
      type: 'PACK_DOWNLOAD',
      routeId: 'r',
    });
    expect(parseWorkerCommand({ type: 'PACK_VERIFY', extra: 1 })).toEqual({ type: 'PACK_VERIFY' });
    expect(parseWorkerCommand({ type: 'SKIP_WAITING' })).toEqual({ type: 'SKIP_WAITING' });
    expect(parseWorkerCommand({ type: 'PACK_DOWNLOAD', routeId: '' })).toBeNull();
    expect(parseWorkerCommand({ type: 'DELETE_EVERYTHING' })).toBeNull();
    expect(parseWorkerCommand('PACK_VERIFY')).toBeNull();
    expect(parseWorkerCommand(null)).toBeNull();
  });

  it('accepts pack events with a route and a version', () => {
    expect(parseWorkerEvent({ type: 'PACK_COMPLETE', routeId: 'r', version: 'v' })).not.toBeNull();
    expect(parseWorkerEvent({ type: 'PACK_COMPLETE', routeId: 'r' })).toBeNull();
    expect(parseWorkerEvent({ type: 'SOMETHING', routeId: 'r', version: 'v' })).toBeNull();
  });
});

describe('an operator’s PMTiles archive in place of the style’s vector tiles', () => {
  const style: StyleJson = {
    sources: {
      openmaptiles: { type: 'vector', url: 'https://tiles.example/planet', maxzoom: 14 },
      hillshade: { type: 'raster', tiles: ['https://r.example/{z}/{x}/{y}.png'] },
      route: { type: 'geojson', data: 'https://x/route.json' },
    },
    layers: [],
  };

  it('points every vector source at the archive and leaves the others alone', () => {
    const changed = withPmtilesArchive(style, 'https://cdn.example/amsterdam.pmtiles');
    expect(changed.sources?.openmaptiles).toEqual({
      type: 'vector',
      url: 'pmtiles://https://cdn.example/amsterdam.pmtiles',
    });
    expect(changed.sources?.hillshade).toBe(style.sources?.hillshade);
    expect(changed.sources?.route).toBe(style.sources?.route);
    expect(style.sources?.openmaptiles?.url).toBe('https://tiles.example/planet');
    expect(pmtilesArchives(changed)).toEqual(['https://cdn.example/amsterdam.pmtiles']);
  });
});
