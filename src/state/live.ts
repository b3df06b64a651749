import { atom } from 'jotai';
import type { GpsFix } from '../domain/arrival.ts';
import type { LatLng } from '../domain/geo.ts';

/** Live location mode: the visitor asked to see their position. */
export const liveModeAtom = atom(false);

/** The last known position while live; null when off, or before the first fix. */
export const livePositionAtom = atom<LatLng | null>(null);

/** The last fix with its accuracy and time, for the walk's arrival check; null when off. */
export const liveFixAtom = atom<GpsFix | null>(null);
