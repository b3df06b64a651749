import { describe, expect, it } from 'vitest';
import { firstScreenChunks } from '../../../scripts/vite/firstScreenChunks.ts';

/** A module graph as the bundler reports it: each module's static imports. */
const GRAPH: Record<string, string[]> = {
  '/src/ui/map/RouteMap.tsx': [
    '/src/ui/map/mapFraming.ts',
    '/src/ui/map/useMarkers.ts',
    '/src/ui/map/mapHandle.ts',
    '/src/ui/map/cycleA.ts',
    '/node_modules/@vis.gl/react-maplibre/index.js',
    '/node_modules/maplibre-gl/dist/maplibre-gl.css',
    '/src/ui/map/routeMap.css',
  ],
  '/node_modules/maplibre-gl/dist/maplibre-gl.css': [],
  '/src/ui/map/routeMap.css': [],
  '/src/ui/map/mapFraming.ts': ['/src/state/drawer.ts'],
  // A cycle: B's way to MapLibre goes through A, which is still being looked at when B is.
  '/src/ui/map/cycleA.ts': ['/src/ui/map/cycleB.ts', '/src/ui/map/mapHandle.ts'],
  '/src/ui/map/cycleB.ts': ['/src/ui/map/cycleA.ts'],
  '/src/ui/map/useMarkers.ts': ['/src/ui/map/markers.css'],
  '/src/ui/map/markers.css': [],
  '/node_modules/@vis.gl/react-maplibre/index.js': ['/node_modules/maplibre-gl/dist/index.mjs'],
  '/node_modules/maplibre-gl/dist/index.mjs': [],
  // Imports MapLibre itself: it must stay with the map, not in a stage.
  '/src/ui/map/mapHandle.ts': ['/node_modules/maplibre-gl/dist/index.mjs'],
  '/src/state/drawer.ts': [],
  '/src/ui/drawer/StopSheet.tsx': [
    '/src/state/drawer.ts',
    '/src/lib/externalLinks.ts',
    '/node_modules/motion/index.mjs',
    '/src/ui/drawer/stopSheet.css',
  ],
  '/src/ui/drawer/stopSheet.css': [],
  '/node_modules/motion/index.mjs': [],
  '/src/lib/externalLinks.ts': [],
  '/src/ui/landing/LandingScreen.tsx': ['/src/lib/externalLinks.ts'],
  '/src/ui/menu/MenuScreen.tsx': ['/src/ui/menu/menu.css'],
  '/src/ui/menu/menu.css': [],
};

const STAGES = [
  { name: 'map-screen', roots: [/\/RouteMap\.tsx$/] },
  { name: 'landing', roots: [/\/LandingScreen\.tsx$/] },
  { name: 'screen', roots: [/\/StopSheet\.tsx$/] },
];

/** The group that captures each module, or undefined for automatic chunking. */
function stageOf(graph = GRAPH, stages = STAGES): (id: string) => string | undefined {
  const { plugin, groups } = firstScreenChunks(stages, /[\\/]node_modules[\\/]maplibre-gl[\\/]/);
  const buildEnd = plugin.buildEnd as (this: unknown) => void;
  buildEnd.call({
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => (graph[id] ? { importedIds: graph[id] } : null),
  });
  return (id) => groups.find((group) => group.test(id))?.name;
}

describe('the first screen chunks', () => {
  it("puts the map's own code in a chunk of its own, and leaves MapLibre and its importers out", () => {
    const stage = stageOf();
    expect(stage('/src/ui/map/mapFraming.ts')).toBe('map-screen');
    expect(stage('/src/ui/map/useMarkers.ts')).toBe('map-screen');
    expect(stage('/src/ui/map/markers.css')).toBe('map-screen');
    // These import MapLibre: in a stage, the stage would hold the map's 1 MB.
    expect(stage('/src/ui/map/RouteMap.tsx')).toBeUndefined();
    expect(stage('/src/ui/map/mapHandle.ts')).toBeUndefined();
    expect(stage('/src/ui/map/cycleA.ts')).toBeUndefined();
    expect(stage('/src/ui/map/cycleB.ts')).toBeUndefined();
    expect(stage('/node_modules/@vis.gl/react-maplibre/index.js')).toBeUndefined();
    expect(stage('/node_modules/maplibre-gl/dist/index.mjs')).toBeUndefined();
  });

  it('keeps a style sheet with the code that imports it', () => {
    const stage = stageOf();
    expect(stage('/src/ui/map/markers.css')).toBe('map-screen');
    // Imported by RouteMap.tsx alone: it stays beside MapLibre's sheet and after it, as the
    // cascade was written (in the stage's sheet it would load first and lose to MapLibre's).
    expect(stage('/src/ui/map/routeMap.css')).toBeUndefined();
    expect(stage('/node_modules/maplibre-gl/dist/maplibre-gl.css')).toBeUndefined();
  });

  it('gives a module that stages share to the first of them', () => {
    const stage = stageOf();
    // The drawer's state is used by the map and the sheet: it comes with the map.
    expect(stage('/src/state/drawer.ts')).toBe('map-screen');
    expect(stage('/src/lib/externalLinks.ts')).toBe('landing');
  });

  it("takes a stage's roots, their libraries and style sheets", () => {
    const stage = stageOf();
    expect(stage('/src/ui/drawer/StopSheet.tsx')).toBe('screen');
    expect(stage('/node_modules/motion/index.mjs')).toBe('screen');
    expect(stage('/src/ui/drawer/stopSheet.css')).toBe('screen');
    expect(stage('/src/ui/landing/LandingScreen.tsx')).toBe('landing');
  });

  it('leaves screens that open on a tap to load as before', () => {
    const stage = stageOf();
    expect(stage('/src/ui/menu/MenuScreen.tsx')).toBeUndefined();
    expect(stage('/src/ui/menu/menu.css')).toBeUndefined();
  });

  it('reads the graph afresh on every build (a watch rebuild drops what left it)', () => {
    expect(stageOf()('/src/ui/map/mapFraming.ts')).toBe('map-screen');
    const { '/src/ui/map/mapFraming.ts': _gone, ...rest } = GRAPH;
    const without = {
      ...rest,
      '/src/ui/map/RouteMap.tsx': ['/src/ui/map/useMarkers.ts'],
    };
    expect(stageOf(without)('/src/ui/map/mapFraming.ts')).toBeUndefined();
  });

  it('fails the build when a root matches no module, as after a rename', () => {
    const renamed = [...STAGES, { name: 'walk', roots: [/\/WalkControls\.tsx$/] }];
    expect(() => stageOf(GRAPH, renamed)).toThrow(/stage 'walk' matches no module/);
  });
});
