import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../../scripts/vite/compileHints.ts';

interface FakeChunk {
  type: 'chunk';
  name: string;
  isEntry: boolean;
  fileName: string;
  code: string;
  map: { mappings: string; toString(): string } | null;
}
type FakeBundle = Record<string, FakeChunk | { type: 'asset'; fileName: string; source: string }>;

function chunk(name: string, isEntry = false, withMap = false): FakeChunk {
  const map = withMap
    ? {
        mappings: 'AAAA,CAAC',
        toString() {
          return JSON.stringify({ version: 3, mappings: this.mappings });
        },
      }
    : null;
  return {
    type: 'chunk',
    name,
    isEntry,
    fileName: `assets/${name}-hash.js`,
    code: 'const a=1;\nexport{a};',
    map,
  };
}

/** Runs the plugin's generateBundle over a bundle as the bundler would, after Vite's own. */
function generate(bundle: FakeBundle, names: string[]): FakeBundle {
  const hook = compileHints(names).generateBundle as {
    order: string;
    handler: (options: unknown, bundle: FakeBundle) => void;
  };
  // After every other plugin: Vite writes its preload list first in a chunk in this hook too.
  expect(hook.order).toBe('post');
  hook.handler({}, bundle);
  return bundle;
}

describe('the compile hint', () => {
  it('is the first line of the entry, the runtime helper and the chunks named', () => {
    const bundle = generate(
      {
        index: chunk('index', true),
        runtime: chunk('rolldown-runtime'),
        start: chunk('start'),
        mapScreen: chunk('map-screen'),
      },
      ['start', 'map-screen'],
    );
    for (const c of Object.values(bundle)) {
      if (c.type !== 'chunk') continue;
      expect(c.code.split('\n')[0], c.name).toBe(COMPILE_HINT);
      expect(c.code).toBe(`${COMPILE_HINT}\nconst a=1;\nexport{a};`);
    }
  });

  it('leaves the other chunks as they are: MapLibre, the screens opened later', () => {
    const bundle = generate({ maplibre: chunk('maplibre-gl'), screen: chunk('screen') }, ['start']);
    for (const c of Object.values(bundle)) {
      if (c.type === 'chunk') expect(c.code).toBe('const a=1;\nexport{a};');
    }
  });

  it('moves the source map one line down with the code, in the chunk and its .map file', () => {
    const start = chunk('start', false, true);
    const bundle: FakeBundle = {
      start,
      [`${start.fileName}.map`]: { type: 'asset', fileName: `${start.fileName}.map`, source: '' },
    };
    generate(bundle, ['start']);
    expect(start.map?.mappings).toBe(';AAAA,CAAC');
    const file = bundle[`${start.fileName}.map`];
    expect(file?.type === 'asset' && JSON.parse(file.source).mappings).toBe(';AAAA,CAAC');
  });
});
