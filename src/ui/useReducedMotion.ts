import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function snapshot(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.(QUERY).matches;
}

/**
 * Whether the visitor asked the system for less motion; follows the setting while the page is
 * open. JavaScript animations (the drawer's spring, carousel slides) check it; CSS transitions
 * are covered by base.css.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

/** A carousel's slide duration: none when less motion was asked for. */
export function slideSpeed(reduced: boolean, speed: number): number {
  return reduced ? 0 : speed;
}
