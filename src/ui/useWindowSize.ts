import { useSyncExternalStore } from 'react';
import { onWindowEvents } from '../lib/windowEvents.ts';

interface Size {
  width: number;
  height: number;
}

let cached: Size = { width: 0, height: 0 };

function read(): Size {
  const width = window.innerWidth;
  const height = window.innerHeight;
  // Same object while unchanged, so useSyncExternalStore does not re-render in a loop.
  if (width !== cached.width || height !== cached.height) cached = { width, height };
  return cached;
}

const subscribe = (onChange: () => void) =>
  onWindowEvents(['resize', 'orientationchange'], onChange);

const SERVER_SIZE: Size = { width: 390, height: 844 };
const serverSize = (): Size => SERVER_SIZE;

/** The window's inner size, live. */
export function useWindowSize(): Size {
  return useSyncExternalStore(subscribe, read, serverSize);
}
