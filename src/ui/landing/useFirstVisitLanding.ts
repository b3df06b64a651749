import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { HOME_PATH, PATHS } from '../../app/paths.ts';
import { landingSeen } from '../../lib/firstVisit.ts';
import { useOpenScreen } from '../shell/useScreenNavigation.ts';

/**
 * A first visit to the map opens the landing page over it, once (the landing page remembers
 * it was seen). As a screen of its own, Back or its close button leave it for the map.
 */
export function useFirstVisitLanding(): void {
  const [location] = useLocation();
  const open = useOpenScreen();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first render's path counts
  useEffect(() => {
    if (location === HOME_PATH && !landingSeen()) open(PATHS.landing);
  }, []);
}
