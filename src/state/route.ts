import { atom } from 'jotai';
import { BUILTIN_ROUTE_ID } from '../db/builtin/museumplein.ts';

/** The route shown on the map screen. */
export const currentRouteIdAtom = atom<string>(BUILTIN_ROUTE_ID);

/**
 * The stop in focus, 0-based. Readers clamp it to the route's length (the list is a live
 * query and may shrink); writers keep it within 0..length-1.
 */
export const activeIndexAtom = atom(0);

/** Clamps an index into 0..count-1 (0 for an empty route). */
export const clampIndex = (index: number, count: number): number =>
  count <= 0 ? 0 : Math.min(Math.max(0, Math.trunc(index)), count - 1);
