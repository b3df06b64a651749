import { atom } from 'jotai';
import { type BrowsingMode, INITIAL_MODE } from '../domain/browsingMode.ts';

/** The browsing mode (domain/browsingMode.ts): 1 walking routes, 2 stories, 3 book routes. */
export const modeAtom = atom<BrowsingMode>(INITIAL_MODE);
