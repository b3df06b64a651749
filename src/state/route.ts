import { atom } from 'jotai';
import { BUILTIN_ROUTE_ID } from '../db/builtin/builtinRouteId.ts';
import { MODES } from '../domain/browsingMode.ts';
import { modeAtom } from './mode.ts';

/**
 * The route the walker chose; null: none chosen (a new mode starts without one). What the map
 * shows is `shownRouteIdAtom`.
 */
export const currentRouteIdAtom = atom<string | null>(null);

/**
 * The route on the map: the chosen one, or in mode 1 the built-in route when none is chosen.
 * Stories mode shows no route.
 */
export const shownRouteIdAtom = atom<string | null>((get) => {
  const mode = get(modeAtom);
  if (mode === MODES.stories) return null;
  const chosen = get(currentRouteIdAtom);
  return mode === MODES.routes ? (chosen ?? BUILTIN_ROUTE_ID) : chosen;
});

/**
 * The stop in focus, 0-based (in stories mode: the story in the filtered list). Readers clamp
 * it to the list's length (the list is a live query and may shrink); writers keep it within
 * 0..length-1.
 */
export const activeIndexAtom = atom(0);

/** Clamps an index into 0..count-1 (0 for an empty route). */
export const clampIndex = (index: number, count: number): number =>
  count <= 0 ? 0 : Math.min(Math.max(0, Math.trunc(index)), count - 1);
