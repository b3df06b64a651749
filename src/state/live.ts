import { atom } from 'jotai';
import type { LatLng } from '../domain/geo.ts';

/** Live location mode: the visitor asked to see their position. */
export const liveModeAtom = atom(false);

/** The last known position while live; null when off, or before the first fix. */
export const livePositionAtom = atom<LatLng | null>(null);
