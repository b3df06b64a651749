import { readFileSync } from 'node:fs';
import type { StyleSpecification } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import {
  BUILTIN_LOCATIONS,
  BUILTIN_ROUTE,
  BUILTIN_STOPS,
} from '../../../src/db/builtin/museumplein.ts';
import { type MapPackSource, mapPackFiles } from '../../../src/domain/mapPack.ts';
import type { StyleJson, TileJson } from '../../../src/domain/mapStyle.ts';
import { MAX_ZOOM, MIN_ZOOM } from '../../../src/domain/mapZoom.ts';
import { type PackFile, packSize } from '../../../src/domain/packFile.ts';
import {
  isVideoFile,
  type PackListInput,
  type PackStop,
  packList,
  packVersion,
} from '../../../src/domain/packList.ts';
import { corridorTiles, routeLines } from '../../../src/domain/tileCorridor.ts';
import { tileKey } from '../../../src/domain/tiles.ts';
import { location } from '../../fixtures/rows.ts';

const fixture = <T>(name: string): T =>
  JSON.parse(readFileSync(new URL(`../../fixtures/map/${name}`, import.meta.url), 'utf8')) as T;

const STYLE_URL = 'https://tiles.example.org/styles/liberty';
const TILEJSON_URL = 'https://tiles.example.org/planet';
const style = fixture<StyleJson>('style.json');
const planet = fixture<TileJson>('planet.tilejson.json');
const vectorMap: MapPackSource = {
  styleUrl: STYLE_URL,
  style,
  tileJsons: { [TILEJSON_URL]: planet },
};

const builtinStops: PackStop[] = BUILTIN_STOPS.map((stop, i) => ({
  stop,
  location: BUILTIN_LOCATIONS[i]!,
}));
const phone = { dpr: 2, imageCssWidths: [390] };

const builtinInput = (over: Partial<PackListInput> = {}): PackListInput => ({
  route: BUILTIN_ROUTE,
  stops: builtinStops,
  device: phone,
  map: vectorMap,
  ...over,
});

const ofKind = (files: PackFile[], kind: PackFile['kind']): string[] =>
  files.filter((f) => f.kind === kind).map((f) => f.url);

/** z/x/y of the tile URLs of the test style's vector source. */
const tileKeys = (files: PackFile[]): string[] =>
  ofKind(files, 'tile')
    .map((u) => /\/(\d+)\/(\d+)\/(\d+)\.pbf$/.exec(u)!.slice(1).join('/'))
    .sort();

describe('packList for the built-in route with a vector style', () => {
  const files = packList(builtinInput());
  const lines = routeLines(
    BUILTIN_ROUTE.path,
    BUILTIN_LOCATIONS.map((l) => ({ lat: l.lat!, lng: l.lng! })),
  );

  it("holds exactly the corridor's tiles at the source's maxzoom (14), none above", () => {
    expect(tileKeys(files)).toEqual(corridorTiles(lines, 14).map(tileKey).sort());
    expect(tileKeys(files)).toEqual(['14/8413/5385', '14/8414/5384', '14/8414/5385']);
    expect(ofKind(files, 'tile')[0]).toBe(
      'https://tiles.example.org/planet/20250101_001001_pt/14/8413/5385.pbf',
    );
  });

  it('holds the style, its TileJSON, four sprite files and two font stacks × three ranges', () => {
    expect(ofKind(files, 'style')).toEqual([STYLE_URL]);
    expect(ofKind(files, 'tilejson')).toEqual([TILEJSON_URL]);
    expect(ofKind(files, 'sprite')).toHaveLength(4);
    expect(ofKind(files, 'glyphs')).toEqual([
      'https://tiles.example.org/fonts/Noto Sans Bold/0-255.pbf',
      'https://tiles.example.org/fonts/Noto Sans Bold/256-511.pbf',
      'https://tiles.example.org/fonts/Noto Sans Bold/8192-8447.pbf',
      'https://tiles.example.org/fonts/Noto Sans Regular/0-255.pbf',
      'https://tiles.example.org/fonts/Noto Sans Regular/256-511.pbf',
      'https://tiles.example.org/fonts/Noto Sans Regular/8192-8447.pbf',
    ]);
  });

  it('packs no tiles of a source whose layers do not show at the route zooms', () => {
    expect(files.some((f) => f.url.includes('natural_earth'))).toBe(false);
  });

  it("holds every stop's audio and its image at 992 px for a 390 px phone at 2x", () => {
    expect(ofKind(files, 'audio')).toEqual(BUILTIN_LOCATIONS.map((l) => l.audio_url));
    // hero_image is also the first of slider_images: each photo is listed once.
    expect(ofKind(files, 'image')).toEqual(
      BUILTIN_LOCATIONS.flatMap((l) => l.slider_images.map((src) => `${src}?w=992&q=80`)),
    );
    expect(ofKind(files, 'image')).toHaveLength(8 * 3);
  });

  it('asks for 1200 px images at 3x', () => {
    const at3x = packList(builtinInput({ device: { dpr: 3, imageCssWidths: [390] } }));
    expect(ofKind(at3x, 'image')[0]).toBe('/img/route/stop-1.webp?w=1200&q=80');
  });

  it('downloads the map first, then the stops in walking order, audio before pictures', () => {
    const kinds = files.map((f) => f.kind);
    const lastMap = Math.max(
      ...['style', 'tilejson', 'sprite', 'glyphs', 'tile'].map((k) =>
        kinds.lastIndexOf(k as PackFile['kind']),
      ),
    );
    expect(lastMap).toBeLessThan(kinds.indexOf('audio'));
    expect(files.slice(lastMap + 1).map((f) => f.url)).toEqual(
      BUILTIN_LOCATIONS.flatMap((l) => [
        l.audio_url,
        ...l.slider_images.map((src) => `${src}?w=992&q=80`),
      ]),
    );
    expect(kinds.slice(0, 2)).toEqual(['style', 'tilejson']);
  });

  it('lists each URL once', () => {
    const urls = files.map((f) => f.url);
    expect(new Set(urls).size).toBe(urls.length);
  });
});

describe('packList with other map sources', () => {
  it('lists tiles at 14, 15 and 16 (3, 5, 11) for a z16 source and a 14–16 zoom range', () => {
    const deep: MapPackSource = {
      ...vectorMap,
      tileJsons: { [TILEJSON_URL]: { ...planet, maxzoom: 16 } },
      zoomRange: { min: 14, max: 16 },
    };
    const zooms = tileKeys(packList(builtinInput({ map: deep }))).map((k) => k.split('/')[0]);
    expect([14, 15, 16].map((z) => zooms.filter((q) => q === String(z)).length)).toEqual([
      3, 5, 11,
    ]);
  });

  it('lists tiles at the zooms the map reaches (14–17) for a deep source, lowest zoom first', () => {
    const deep: MapPackSource = {
      ...vectorMap,
      tileJsons: { [TILEJSON_URL]: { ...planet, maxzoom: 20 } },
    };
    const tiles = ofKind(packList(builtinInput({ map: deep })), 'tile');
    const zooms = tiles.map((u) => Number(/\/(\d+)\/\d+\/\d+\.pbf$/.exec(u)![1]));
    expect([...new Set(zooms)]).toEqual([14, 15, 16, 17]);
    expect([MIN_ZOOM, MAX_ZOOM]).toEqual([14, 17]);
  });

  it('lets the style override the TileJSON (a style maxzoom of 14 wins over 20)', () => {
    const capped: MapPackSource = {
      styleUrl: STYLE_URL,
      style: {
        ...style,
        sources: {
          ...style.sources,
          openmaptiles: { type: 'vector', url: TILEJSON_URL, maxzoom: 14 },
        },
      },
      tileJsons: { [TILEJSON_URL]: { ...planet, maxzoom: 20 } },
    };
    expect(
      tileKeys(packList(builtinInput({ map: capped }))).every((k) => k.startsWith('14/')),
    ).toBe(true);
  });

  it('uses inline tiles, {ratio} for the device, and drops tiles outside the source bounds', () => {
    const raster: MapPackSource = {
      styleUrl: null,
      style: {
        sources: {
          photo: {
            type: 'raster',
            tileSize: 256,
            maxzoom: 17,
            // A west edge through the route: tiles wholly west of 4.8815 are not served.
            bounds: [4.8815, 52.3, 5.0, 52.4],
            tiles: ['https://img.example.org/{z}/{x}/{y}{ratio}.jpg'],
          },
        },
        layers: [{ id: 'photo', type: 'raster', source: 'photo' }],
      },
    };
    const files = packList(builtinInput({ map: raster }));
    const tiles = ofKind(files, 'tile');
    expect(ofKind(files, 'style')).toEqual([]);
    expect(tiles.every((u) => u.endsWith('@2x.jpg'))).toBe(true);
    const zooms = new Set(tiles.map((u) => /\.org\/(\d+)\//.exec(u)![1]));
    // 256 px tiles are read one zoom deeper (15–18), and the source stops at 17.
    expect([...zooms]).toEqual(['15', '16', '17']);
    const unbounded = packList(
      builtinInput({
        map: {
          ...raster,
          style: {
            ...raster.style!,
            sources: { photo: { ...raster.style!.sources!.photo!, bounds: undefined } },
          },
        },
      }),
    );
    expect(tiles.length).toBeLessThan(ofKind(unbounded, 'tile').length);
  });

  it('gives a PMTiles source as one archive, with no TileJSON and no tiles', () => {
    const pm: MapPackSource = {
      styleUrl: '/map/pmtiles-style.json',
      style: {
        sprite: 'https://assets.example.org/sprite',
        glyphs: 'https://assets.example.org/fonts/{fontstack}/{range}.pbf',
        sources: {
          amsterdam: { type: 'vector', url: 'pmtiles://https://cdn.example.org/amsterdam.pmtiles' },
        },
        layers: [
          { id: 'roads', type: 'line', source: 'amsterdam' },
          {
            id: 'names',
            type: 'symbol',
            source: 'amsterdam',
            layout: { 'text-field': ['get', 'name'], 'text-font': ['Noto Sans Regular'] },
          },
        ],
      },
    };
    const files = packList(builtinInput({ map: pm }));
    expect(ofKind(files, 'pmtiles')).toEqual(['https://cdn.example.org/amsterdam.pmtiles']);
    expect(ofKind(files, 'tile')).toEqual([]);
    expect(ofKind(files, 'tilejson')).toEqual([]);
    expect(ofKind(files, 'glyphs')).toHaveLength(3);
  });

  it('gives an archive configured beside a bundled style as that one file', () => {
    const files = mapPackFiles(
      { styleUrl: null, style: null, pmtilesUrl: '/tiles/amsterdam.pmtiles' },
      [],
      2,
    );
    expect(files).toEqual([{ url: '/tiles/amsterdam.pmtiles', kind: 'pmtiles' }]);
  });

  it('packs a GeoJSON source given by URL', () => {
    const files = mapPackFiles(
      {
        styleUrl: null,
        style: {
          sources: {
            walls: { type: 'geojson', data: '/map/walls.geojson' },
            inline: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
          },
        },
      },
      [],
      1,
    );
    expect(files).toEqual([{ url: '/map/walls.geojson', kind: 'geojson' }]);
  });

  it('says which TileJSON is missing instead of packing a map that cannot draw', () => {
    expect(() => packList(builtinInput({ map: { styleUrl: STYLE_URL, style } }))).toThrow(
      /"openmaptiles".*https:\/\/tiles\.example\.org\/planet/,
    );
  });

  it("accepts MapLibre's own StyleSpecification", () => {
    const spec: StyleSpecification = {
      version: 8,
      sprite: [{ id: 'default', url: 'https://a.example.org/sprite' }],
      sources: {
        osm: {
          type: 'raster',
          tiles: ['https://t.example.org/{z}/{x}/{y}.png'],
          tileSize: 256,
          maxzoom: 19,
        },
      },
      layers: [{ id: 'osm', type: 'raster', source: 'osm' }],
    };
    const files = packList(builtinInput({ map: { styleUrl: STYLE_URL, style: spec } }));
    expect(ofKind(files, 'sprite')).toHaveLength(4);
    expect(ofKind(files, 'tile').length).toBeGreaterThan(0);
  });

  it('packs no map for no map', () => {
    const files = packList(builtinInput({ map: null }));
    expect(files.every((f) => f.kind === 'audio' || f.kind === 'image')).toBe(true);
  });
});

describe('packList media rules', () => {
  const stopRow = BUILTIN_STOPS[0]!;
  const base = location('loc-a', {
    lat: 52.36,
    lng: 4.88,
    audio_url: '/media/a.mp3',
    hero_image: '/media/hero.jpg',
    slider_images: ['/media/hero.jpg', '/media/2.jpg', 'data:image/png;base64,AAAA'],
    article_nl: '<p><img src="/media/in-nl.jpg"></p><img src="javascript:alert(1)">',
    article_en: '<p><img src="/media/in-en.jpg"><img src="/media/in-nl.jpg"></p>',
    video_url: 'https://media.example.org/v/intro.mp4',
  });
  const second = location('loc-b', {
    lat: 52.361,
    lng: 4.881,
    audio_url: '/media/a.mp3',
    video_url: 'https://www.youtube.com/watch?v=abc',
  });
  const input = (over: Partial<PackListInput> = {}): PackListInput => ({
    route: { path: null },
    stops: [
      { stop: stopRow, location: base },
      { stop: { video_url: null }, location: second },
    ],
    device: { dpr: 2, imageCssWidths: [390, 64] },
    map: null,
    ...over,
  });

  it('packs each image at each slot width, once, and skips data: URLs', () => {
    expect(ofKind(packList(input()), 'image')).toEqual([
      '/media/hero.jpg?w=992&q=80',
      '/media/hero.jpg?w=320&q=80',
      '/media/2.jpg?w=992&q=80',
      '/media/2.jpg?w=320&q=80',
    ]);
  });

  it('packs shared audio once', () => {
    expect(ofKind(packList(input()), 'audio')).toEqual(['/media/a.mp3']);
  });

  it('packs the inline images of both languages as written, once, and never javascript:', () => {
    expect(ofKind(packList(input()), 'inline-image')).toEqual([
      '/media/in-nl.jpg',
      '/media/in-en.jpg',
    ]);
  });

  it('sizes inline images when the page shows them through imageSizing', () => {
    expect(ofKind(packList(input({ articleImageCssWidth: 358 })), 'inline-image')).toEqual([
      '/media/in-nl.jpg?w=768&q=80',
      '/media/in-en.jpg?w=768&q=80',
    ]);
  });

  it('packs videos only when asked, only direct files, and last', () => {
    expect(ofKind(packList(input()), 'video')).toEqual([]);
    const withVideo = packList(input({ includeVideos: true }));
    expect(ofKind(withVideo, 'video')).toEqual(['https://media.example.org/v/intro.mp4']);
    expect(withVideo.at(-1)!.kind).toBe('video');
  });

  it("prefers the route's own video for a stop", () => {
    const own = packList(
      input({
        includeVideos: true,
        stops: [{ stop: { video_url: '/media/route-cut.webm' }, location: base }],
      }),
    );
    expect(ofKind(own, 'video')).toEqual(['/media/route-cut.webm']);
  });

  it('packs the poster the page shows for a video', () => {
    const posterFor = (v: string) => v.replace(/\.mp4$/, '.jpg');
    expect(ofKind(packList(input({ posterFor })), 'poster')).toEqual([
      'https://media.example.org/v/intro.jpg',
    ]);
  });

  it('adds the sizes it is given and totals them', () => {
    const knownBytes = new Map([
      ['/media/a.mp3', 250_000],
      ['https://media.example.org/v/intro.mp4', 4_000_000],
    ]);
    const files = packList(input({ includeVideos: true, knownBytes }));
    expect(files.find((f) => f.kind === 'video')!.bytes).toBe(4_000_000);
    expect(packSize(files)).toEqual({
      files: files.length,
      knownBytes: 4_250_000,
      unknown: files.length - 2,
    });
  });

  it('tells video files from pages on video sites', () => {
    expect(isVideoFile('https://cdn.example.org/a.MP4?token=1')).toBe(true);
    expect(isVideoFile('/media/b.webm#t=10')).toBe(true);
    expect(isVideoFile('https://vimeo.com/12345')).toBe(false);
    expect(isVideoFile('blob:https://x/1.mp4')).toBe(false);
  });
});

describe('packVersion', () => {
  const files = packList(builtinInput());

  it('is stable for the same files in any order', () => {
    expect(packVersion(files, 7)).toBe(packVersion([...files].reverse(), 7));
    expect(packVersion(files, 7)).toMatch(/^p1-[0-9a-f]{16}$/);
  });

  it('changes when a file is added or removed, or the route changes', () => {
    const v = packVersion(files, 7);
    expect(packVersion(files.slice(1), 7)).not.toBe(v);
    expect(packVersion([...files, { url: '/media/new.mp3', kind: 'audio' }], 7)).not.toBe(v);
    expect(packVersion(files, 8)).not.toBe(v);
  });

  it('changes when the device asks for other image widths', () => {
    const at3x = packList(builtinInput({ device: { dpr: 3, imageCssWidths: [390] } }));
    expect(packVersion(at3x, 7)).not.toBe(packVersion(files, 7));
  });
});
