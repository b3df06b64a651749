import { useMemo } from 'react';
import { useStoredWalk } from '../../db/hooks/useStoredWalk.ts';

const NONE: ReadonlySet<number> = new Set();

/**
 * The stops (0-based) reached on the walk of this route, for the map's markers and the
 * carousel's slides. Empty for another route, for stories, and before any walk.
 */
export function useVisitedStops(routeId: string | null | undefined): ReadonlySet<number> {
  const stored = useStoredWalk();
  const visited = routeId && stored?.routeId === routeId ? stored.session?.visited : undefined;
  return useMemo(() => (visited?.length ? new Set(visited) : NONE), [visited]);
}
