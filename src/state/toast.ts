import { atom } from 'jotai';

export interface Toast {
  /** Tells two toasts with the same text apart, so the newer one restarts the timer. */
  id: number;
  text: string;
  tone: 'info' | 'success' | 'error';
}

/** Specification: at most one toast at a time, hidden after 6000 ms. */
export const TOAST_MS = 6000;

/** The toast on screen; a new one replaces it. */
export const toastAtom = atom<Toast | null>(null);

let nextId = 1;

/** Shows a toast, replacing the one on screen. */
export const showToastAtom = atom(
  null,
  (_get, set, toast: { text: string; tone?: Toast['tone'] }) => {
    set(toastAtom, { id: nextId++, text: toast.text, tone: toast.tone ?? 'info' });
  },
);
