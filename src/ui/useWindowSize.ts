import { useSyncExternalStore } from 'react';

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

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

const SERVER_SIZE: Size = { width: 390, height: 844 };
const serverSize = (): Size => SERVER_SIZE;

/** The window's inner size, live. */
export function useWindowSize(): Size {
  return useSyncExternalStore(subscribe, read, serverSize);
}
