import { describe, expect, it } from 'vitest';
import { startChunk } from '../../../scripts/vite/startChunk.ts';

/** A module graph as the bundler reports it: static imports and dynamic ones apart. */
const GRAPH: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
  '/src/app/main.tsx': {
    importedIds: ['/src/app/App.tsx', '/src/app/base.css', '/src/db/database.ts'],
    dynamicallyImportedIds: ['/src/sync/runtime.ts'],
  },
  '/src/app/App.tsx': {
    importedIds: ['/src/ui/map/MapScreen.tsx', '/node_modules/preact/dist/preact.mjs'],
    dynamicallyImportedIds: [],
  },
  '/src/ui/map/MapScreen.tsx': {
    importedIds: ['/src/db/database.ts'],
    dynamicallyImportedIds: ['/src/ui/map/RouteMap.tsx'],
  },
  '/src/db/database.ts': { importedIds: [], dynamicallyImportedIds: [] },
  '/src/app/base.css': { importedIds: [], dynamicallyImportedIds: [] },
  '/node_modules/preact/dist/preact.mjs': { importedIds: [], dynamicallyImportedIds: [] },
  '/src/ui/map/RouteMap.tsx': {
    importedIds: ['/src/db/database.ts', '/node_modules/maplibre-gl/dist/maplibre-gl.mjs'],
    dynamicallyImportedIds: [],
  },
  '/src/sync/runtime.ts': { importedIds: ['/src/sync/engine.ts'], dynamicallyImportedIds: [] },
};

function grouped(): (id: string) => boolean {
  const { plugin, group } = startChunk('/src/app/main.tsx');
  const buildEnd = plugin.buildEnd as (this: unknown) => void;
  buildEnd.call({ getModuleInfo: (id: string) => GRAPH[id] ?? null });
  return group.test;
}

describe('the start chunk', () => {
  it("takes the entry's static imports, however deep, and not the entry itself", () => {
    const inStart = grouped();
    expect(inStart('/src/app/App.tsx')).toBe(true);
    expect(inStart('/src/ui/map/MapScreen.tsx')).toBe(true);
    expect(inStart('/node_modules/preact/dist/preact.mjs')).toBe(true);
    // Shared with the lazy map chunk: loaded at start anyway, so it goes with the start.
    expect(inStart('/src/db/database.ts')).toBe(true);
    expect(inStart('/src/app/main.tsx')).toBe(false);
    // The entry's own style sheet goes with the rest, first, as the cascade was written: left
    // with the entry it came after the sheets of the modules the entry imports.
    expect(inStart('/src/app/base.css')).toBe(true);
  });

  it('leaves out what is imported dynamically, and what that imports', () => {
    const inStart = grouped();
    expect(inStart('/src/ui/map/RouteMap.tsx')).toBe(false);
    expect(inStart('/node_modules/maplibre-gl/dist/maplibre-gl.mjs')).toBe(false);
    expect(inStart('/src/sync/runtime.ts')).toBe(false);
    expect(inStart('/src/sync/engine.ts')).toBe(false);
  });
});
