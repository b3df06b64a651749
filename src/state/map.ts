import { atom } from 'jotai';

/** The map fired its first `load` (with either style): the loading overlay may finish. */
export const mapLoadedAtom = atom(false);

/** The map shows its bundled offline style (the online one could not be reached). */
export const mapOfflineStyleAtom = atom(false);
