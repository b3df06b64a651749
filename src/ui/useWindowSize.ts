import { useSyncExternalStore } from 'react';
import { onWindowEvents } from '../lib/windowEvents.ts';

interface Size {
  width: number;
  height: number;
}

const SIZE_EVENTS = ['resize', 'orientationchange'];

let cached: Size = { width: 0, height: 0 };
/** Whether the window may have changed size since `cached` was read. */
let stale = true;
let following = false;

/**
 * The window's inner size, read from the window once per resize. Reading `innerWidth` makes
 * the browser lay the page out first, so a read per render (useSyncExternalStore asks on every
 * render and again after commit) forced a layout in the middle of each render.
 */
export function readWindowSize(): Size {
  if (typeof window === 'undefined') return SERVER_SIZE;
  if (!following) {
    // Registered before any component's own listener, so a resize is read afresh by all.
    onWindowEvents(SIZE_EVENTS, () => {
      stale = true;
    });
    following = true;
  }
  if (stale) {
    const width = window.innerWidth;
    const height = window.innerHeight;
    // Same object while unchanged, so useSyncExternalStore does not re-render for nothing.
    if (width !== cached.width || height !== cached.height) cached = { width, height };
    stale = false;
  }
  return cached;
}

const subscribe = (onChange: () => void) => onWindowEvents(SIZE_EVENTS, onChange);

const SERVER_SIZE: Size = { width: 390, height: 844 };
const serverSize = (): Size => SERVER_SIZE;

/** The window's inner size, live. */
export function useWindowSize(): Size {
  return useSyncExternalStore(subscribe, readWindowSize, serverSize);
}
