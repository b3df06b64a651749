/**
 * A chunk per stage of the first screen, for the lazy modules every start loads: the map's
 * own code beside MapLibre, then what the screen mounts over it (the drawer's sheet, the walk
 * controls, the pack pill). Left to itself the bundler cuts what these lazy chunks share into
 * a chunk per set of importers, and a first visit fetched 48 files before the map's load, most
 * of them under 1 KB: each a request, a module to instantiate and, for a dynamic import, a
 * `<link rel="modulepreload">` that Vite's preload helper appends to the document, which cost
 * 30-70 ms of main thread at start (a CPU profile, unthrottled).
 *
 * Stages are claimed in order: a module two stages share goes with the first, and a later
 * stage imports the earlier one's chunk (vite.config.ts orders them by when they are needed).
 * Whatever imports (however deep) a module matching `apart` stays out: MapLibre keeps its own
 * chunk, and the drawer neither waits for the map's 1 MB nor fails with it. Screens opened by
 * a tap are no stage: they load when opened, as before.
 *
 * `plugin` reads the graph once the build has read every module; `groups` are the
 * `codeSplitting` groups that capture it when the chunks are made, after the start chunk's.
 */
import type { Plugin } from 'vite';
import { closure, type Graph } from './moduleGraph.ts';

export interface Stage {
  name: string;
  /** The lazy modules that open the stage, matched against module ids. */
  roots: RegExp[];
}

/**
 * The modules that match `apart` or import one, however deep: walked back from them through
 * their importers, so that an import cycle cannot hide the way.
 */
function reachingApart(graph: Graph, ids: readonly string[], apart: RegExp): Set<string> {
  const importers = new Map<string, string[]>();
  for (const id of ids) {
    for (const dep of graph(id)?.importedIds ?? []) {
      const list = importers.get(dep) ?? [];
      list.push(id);
      importers.set(dep, list);
    }
  }
  const found = new Set<string>();
  const queue = ids.filter((id) => apart.test(id));
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...(importers.get(id) ?? []));
  }
  return found;
}

const STYLE_SHEET = /\.css($|\?)/;

export function firstScreenChunks(
  stages: readonly Stage[],
  apart: RegExp,
): { plugin: Plugin; groups: { name: string; test: (id: string) => boolean }[] } {
  const owner = new Map<string, string>();
  const plugin: Plugin = {
    name: 'routegids:first-screen-chunks',
    apply: 'build',
    buildEnd() {
      owner.clear();
      const graph: Graph = (id) => this.getModuleInfo(id);
      const ids = [...this.getModuleIds()];
      const apartOnes = reachingApart(graph, ids, apart);
      for (const stage of stages) {
        const roots = ids.filter((id) => stage.roots.some((root) => root.test(id)));
        // A renamed root would leave its stage empty and the crumbs back, with no other sign.
        const lost = stage.roots.find((root) => !roots.some((id) => root.test(id)));
        if (lost)
          throw new Error(`firstScreenChunks: ${lost} of stage '${stage.name}' matches no module`);
        const code = [...closure(graph, roots)].filter(
          (id) => !STYLE_SHEET.test(id) && !owner.has(id) && !apartOnes.has(id),
        );
        for (const id of code) owner.set(id, stage.name);
        // A style sheet goes with a module that imports it: one imported only by code that
        // stays apart (RouteMap.tsx's own) stays with it, after MapLibre's, as it cascades.
        for (const id of code) {
          for (const dep of graph(id)?.importedIds ?? []) {
            if (STYLE_SHEET.test(dep) && !owner.has(dep)) owner.set(dep, stage.name);
          }
        }
      }
    },
  };
  const groups = stages.map(({ name }) => ({
    name,
    test: (id: string) => owner.get(id) === name,
  }));
  return { plugin, groups };
}
