import { atom } from 'jotai';

/** The map fired its first `load` (with either style): the loading overlay may finish. */
export const mapLoadedAtom = atom(false);

/** The map shows the bundled minimal style (no streets): the online style and its tiles failed. */
export const mapFallbackAtom = atom(false);
