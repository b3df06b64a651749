/**
 * One chunk for the modules the entry imports statically (everything the first paint runs),
 * besides the entry's own. Left to itself the bundler cuts that graph into a chunk per set of
 * importers: a module the entry shares with one lazy chunk goes apart from one it shares with
 * another, and the first paint fetched fourteen files of 1-30 KB. On a phone each is a request
 * (six at a time over HTTP/1.1) and a module to instantiate. What lazy chunks share among
 * themselves alone is left as it is: merging it would load it before it is needed.
 *
 * `plugin` finds the graph when the build has read every module; `group` is the
 * `codeSplitting` group that captures it when the chunks are made, after that.
 */
import type { Plugin } from 'vite';
import { closure } from './moduleGraph.ts';

export function startChunk(entry: string): {
  plugin: Plugin;
  group: { name: string; test: (id: string) => boolean };
} {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'routegids:start-chunk',
    apply: 'build',
    buildEnd() {
      modules.clear();
      for (const id of closure((id) => this.getModuleInfo(id), [entry])) modules.add(id);
      modules.delete(entry);
    },
  };
  // Style sheets too: left with the entry, the entry's own (base.css, first in the cascade)
  // would come after those of the modules it imports.
  const group = { name: 'start', test: (id: string) => modules.has(id) };
  return { plugin, group };
}
