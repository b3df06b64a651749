import { useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { HOME_PATH } from '../../app/paths.ts';
import { landingShellState, onLandingShellChange } from '../landing/landingShell.ts';

const copyOpen = () => landingShellState() === 'open';

/**
 * Whether a screen is open over the map (every screen is a modal dialog in front of it), or
 * the HTML's copy of the landing page still is: what the map screen shows then is behind it.
 */
export function useMapCovered(): boolean {
  const [location] = useLocation();
  const overCopy = useSyncExternalStore(onLandingShellChange, copyOpen, () => false);
  return location !== HOME_PATH || overCopy;
}
