import { atom } from 'jotai';

/** The map fired its first `load` (with either style): the loading overlay may finish. */
export const mapLoadedAtom = atom(false);
