import { atom } from 'jotai';

/** The photos the fullscreen viewer shows, and which one; null: closed. */
export interface PhotoViewerState {
  photos: readonly string[];
  index: number;
  /** What the photos are of (the stop's title), for their text alternatives. */
  title: string;
}

export const photoViewerAtom = atom<PhotoViewerState | null>(null);
