import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MUSEUMPLEIN_STOP_TEXTS } from '../../../src/db/builtin/museumpleinStops.ts';
import {
  DUTCH_ENGLISH_CHARACTERS,
  glyphRanges,
  glyphUrl,
} from '../../../src/domain/glyphRanges.ts';
import {
  DEFAULT_FONT_STACK,
  ROUTE_ZOOM_RANGE,
  type StyleJson,
  sourceTileZooms,
  spriteUrls,
  styleFontStacks,
  styleSourceTileZooms,
  tileSourceSettings,
} from '../../../src/domain/mapStyle.ts';
import { MAX_ZOOM, MIN_ZOOM } from '../../../src/domain/mapZoom.ts';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../fixtures/map/${name}`, import.meta.url), 'utf8'));
const style = fixture('style.json') as StyleJson;

describe('glyphRanges', () => {
  it('needs Latin (0-255), Latin Extended-A (256-511) and punctuation (8192-8447) for Dutch and English', () => {
    expect(glyphRanges(DUTCH_ENGLISH_CHARACTERS)).toEqual(['0-255', '256-511', '8192-8447']);
  });

  it('finds the block of each character', () => {
    expect(glyphRanges('Museumplein')).toEqual(['0-255']);
    expect(glyphRanges('Ĳsselmeer')).toEqual(['0-255', '256-511']);
    expect(glyphRanges('€ 15')).toEqual(['0-255', '8192-8447']);
    expect(glyphRanges('Αθήνα')).toEqual(['768-1023']);
  });

  it('skips characters above the Basic Multilingual Plane', () => {
    expect(glyphRanges('🙂')).toEqual([]);
  });

  it('covers every character of the built-in route texts', () => {
    const texts = MUSEUMPLEIN_STOP_TEXTS.flatMap((s) => [
      s.title_nl,
      s.title_en,
      s.intro,
      s.article_nl,
      s.article_en,
    ]).join('');
    const needed = glyphRanges(texts);
    expect(needed.every((r) => glyphRanges(DUTCH_ENGLISH_CHARACTERS).includes(r))).toBe(true);
  });

  it('builds the URL as MapLibre does: fonts joined by commas, unencoded', () => {
    expect(
      glyphUrl(
        'https://t.example.org/fonts/{fontstack}/{range}.pbf',
        'Noto Sans Regular,Arial Unicode MS Regular',
        '0-255',
      ),
    ).toBe('https://t.example.org/fonts/Noto Sans Regular,Arial Unicode MS Regular/0-255.pbf');
  });
});

describe('spriteUrls', () => {
  it('gives 1x and 2x JSON and PNG for a sprite URL', () => {
    expect(spriteUrls(style)).toEqual([
      'https://tiles.example.org/sprites/ofm_f384/ofm.json',
      'https://tiles.example.org/sprites/ofm_f384/ofm.png',
      'https://tiles.example.org/sprites/ofm_f384/ofm@2x.json',
      'https://tiles.example.org/sprites/ofm_f384/ofm@2x.png',
    ]);
  });

  it('gives all four for each entry of a sprite list', () => {
    const urls = spriteUrls({
      sprite: [
        { id: 'default', url: 'https://a.example.org/sprite' },
        { id: 'extra', url: 'https://b.example.org/icons/extra' },
      ],
    });
    expect(urls).toHaveLength(8);
    expect(urls.slice(4)).toEqual([
      'https://b.example.org/icons/extra.json',
      'https://b.example.org/icons/extra.png',
      'https://b.example.org/icons/extra@2x.json',
      'https://b.example.org/icons/extra@2x.png',
    ]);
  });

  it('puts the suffix on the path, before a query', () => {
    expect(spriteUrls({ sprite: 'https://a.example.org/sprite?key=abc' })[2]).toBe(
      'https://a.example.org/sprite@2x.json?key=abc',
    );
  });

  it('resolves a relative sprite against the style URL, or keeps it relative without one', () => {
    expect(
      spriteUrls({ sprite: '../sprites/s' }, 'https://a.example.org/styles/x/style.json')[0],
    ).toBe('https://a.example.org/styles/sprites/s.json');
    expect(spriteUrls({ sprite: '/map/sprite' }, '/map/style.json')[3]).toBe('/map/sprite@2x.png');
  });

  it('gives nothing for a style without sprites', () => {
    expect(spriteUrls({})).toEqual([]);
    expect(spriteUrls({ sprite: [] })).toEqual([]);
  });
});

describe('styleFontStacks', () => {
  it('finds literal stacks and stacks inside expressions, skipping hidden layers', () => {
    expect(styleFontStacks(style)).toEqual(['Noto Sans Bold', 'Noto Sans Regular']);
  });

  it('reads legacy zoom functions, format overrides and the default stack', () => {
    const s: StyleJson = {
      layers: [
        {
          id: 'a',
          type: 'symbol',
          layout: {
            'text-field': '{name}',
            'text-font': {
              stops: [
                [10, ['Old Regular']],
                [14, ['Old Bold', 'Fallback']],
              ],
            },
          },
        },
        {
          id: 'b',
          type: 'symbol',
          layout: {
            'text-field': [
              'format',
              ['get', 'name'],
              { 'text-font': ['literal', ['Format Italic']] },
            ],
            'text-font': [
              'match',
              ['get', 'class'],
              'city',
              ['literal', ['City Bold']],
              ['literal', ['Town']],
            ],
          },
        },
        { id: 'c', type: 'symbol', layout: { 'text-field': ['get', 'ref'] } },
        {
          id: 'd',
          type: 'symbol',
          layout: { 'text-field': ['get', 'x'], 'text-font': ['get', 'font'] },
        },
        { id: 'e', type: 'line', layout: { 'text-font': ['Not A Symbol'] } },
        { id: 'f', type: 'symbol', layout: { 'icon-image': 'x', 'text-font': ['No Text'] } },
      ],
    };
    expect(styleFontStacks(s)).toEqual(
      [
        'City Bold',
        'Format Italic',
        'Old Bold,Fallback',
        'Old Regular',
        'Town',
        DEFAULT_FONT_STACK.join(','),
      ].sort(),
    );
  });
});

/** A fixed range, so these rules stay readable whatever the map's own limits are. */
const RANGE_15_18 = { min: 15, max: 18 };

it('packs the zooms the map can reach, no more and no fewer', () => {
  expect(ROUTE_ZOOM_RANGE).toEqual({ min: MIN_ZOOM, max: MAX_ZOOM });
});

describe('tile zooms per source', () => {
  const vector = (maxzoom: number, minzoom = 0) => ({
    type: 'vector',
    minzoom,
    maxzoom,
    tileSize: 512,
  });
  const always: [number, number][] = [[0, 24]];

  it('reads a z14 source at z14 only while the map shows 15–18 (overzoom)', () => {
    expect(sourceTileZooms(vector(14), always, RANGE_15_18)).toEqual([14]);
  });

  it('reads each zoom of the range from a deep source', () => {
    expect(sourceTileZooms(vector(22), always, RANGE_15_18)).toEqual([15, 16, 17, 18]);
    expect(sourceTileZooms(vector(16), always, { min: 14, max: 16 })).toEqual([14, 15, 16]);
  });

  it('reads 256 px tiles one zoom deeper', () => {
    expect(
      sourceTileZooms(
        { type: 'raster', minzoom: 0, maxzoom: 19, tileSize: 256 },
        always,
        RANGE_15_18,
      ),
    ).toEqual([16, 17, 18, 19]);
    expect(
      sourceTileZooms(
        { type: 'vector', minzoom: 0, maxzoom: 22, tileSize: 256 },
        always,
        RANGE_15_18,
      ),
    ).toEqual([16, 17, 18, 19]);
  });

  it('reads nothing below the source minzoom', () => {
    expect(sourceTileZooms(vector(22, 16), always, RANGE_15_18)).toEqual([16, 17, 18]);
    expect(sourceTileZooms(vector(22, 19), always, RANGE_15_18)).toEqual([]);
  });

  it('reads a source only at zooms where one of its layers shows', () => {
    expect(sourceTileZooms(vector(22), [[0, 16]], RANGE_15_18)).toEqual([15]);
    expect(sourceTileZooms(vector(22), [[17, 24]], RANGE_15_18)).toEqual([17, 18]);
    expect(sourceTileZooms(vector(22), [[0, 7]], RANGE_15_18)).toEqual([]);
    expect(sourceTileZooms(vector(22), [], RANGE_15_18)).toEqual([]);
  });

  it('skips the shaded relief that only shows below z7 in the test style', () => {
    const settings = tileSourceSettings(style.sources!.ne2_shaded!);
    expect(styleSourceTileZooms(style, 'ne2_shaded', settings, RANGE_15_18)).toEqual([]);
  });

  it("merges a TileJSON under the style's own fields, with the specification's defaults", () => {
    const merged = tileSourceSettings(
      { type: 'vector', url: 'https://t.example.org/planet', maxzoom: 12 },
      { tiles: ['https://t.example.org/{z}/{x}/{y}.pbf'], maxzoom: 14, minzoom: 2, scheme: 'tms' },
    );
    expect(merged).toEqual({
      type: 'vector',
      tiles: ['https://t.example.org/{z}/{x}/{y}.pbf'],
      minzoom: 2,
      maxzoom: 12,
      tileSize: 512,
      scheme: 'tms',
      bounds: null,
    });
    expect(tileSourceSettings({ type: 'vector' })).toMatchObject({
      minzoom: 0,
      maxzoom: 22,
      scheme: 'xyz',
    });
  });
});
