import { atom } from 'jotai';

/** Whether the bottom drawer with the stop's story is open. */
export const drawerOpenAtom = atom(false);
