/** The build's module graph as plugins read it (Rollup's `getModuleInfo`, the part used). */
export type Graph = (id: string) => { importedIds: readonly string[] } | null;

/** The modules reachable from `roots` by static imports, `roots` included. */
export function closure(graph: Graph, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const dep of graph(id)?.importedIds ?? []) visit(dep);
  };
  for (const root of roots) visit(root);
  return seen;
}
