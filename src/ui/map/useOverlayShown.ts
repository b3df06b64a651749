import { useEffect, useState } from 'react';

/** After the map's load the overlay fades for this long (mapLoadingOverlay.css), then goes. */
export const OVERLAY_FADE_MS = 300;

/**
 * Whether the loading overlay is still there: until the map has loaded and the overlay has
 * faded; at once when a screen covers it then, since a fade nobody sees still costs a frame
 * on every display refresh while the app's heaviest work (the drawer's mount) runs.
 */
export function useOverlayShown(loaded: boolean, covered: boolean): boolean {
  const [gone, setGone] = useState(false);
  useEffect(() => {
    if (!loaded || gone) return;
    if (covered) {
      setGone(true);
      return;
    }
    const id = setTimeout(() => setGone(true), OVERLAY_FADE_MS);
    return () => clearTimeout(id);
  }, [loaded, covered, gone]);
  return !gone && !(loaded && covered);
}
