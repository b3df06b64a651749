import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { HOME_PATH, PATHS } from '../../app/paths.ts';
import { landingSeen, markLandingSeen } from '../../lib/firstVisit.ts';
import { useOpenScreen } from '../shell/useScreenNavigation.ts';
import { landingShellState, removeLandingShell } from './landingShell.ts';

/**
 * A first visit to the map opens the landing page over it, once (the landing page remembers
 * it was seen). As a screen of its own, Back or its close button leave it for the map. The
 * HTML's copy of it (landingShell.ts) stays until the app's is open; if the walker closed the
 * copy before the app started, it was seen.
 */
export function useFirstVisitLanding(): void {
  const [location] = useLocation();
  const open = useOpenScreen();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first render's path counts
  useEffect(() => {
    const copy = landingShellState();
    if (location === HOME_PATH && !landingSeen() && copy !== 'closed') {
      open(PATHS.landing);
      return;
    }
    if (copy === 'closed') markLandingSeen();
    removeLandingShell();
  }, []);
}
