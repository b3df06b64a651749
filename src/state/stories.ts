import { atom } from 'jotai';

/** Story categories selected in "more stories" (stored Dutch labels); empty: all. */
export const storyCategoriesAtom = atom<readonly string[]>([]);

/** The search text of "more stories". */
export const storySearchAtom = atom('');
