import { atom } from 'jotai';

/** The map fired its first `load` (with either style): the loading overlay may finish. */
export const mapLoadedAtom = atom(false);

/** The map shows its bundled offline style (the online one could not be reached). */
export const mapOfflineStyleAtom = atom(false);

/**
 * How many walk cards float over the map above the drawer: the map keeps its stops clear of
 * them, re-framing when one appears over a stop.
 */
export const mapCardsAtom = atom(0);
