import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { HOME_PATH } from '../../app/paths.ts';

/**
 * Marks history entries the app pushed itself, so closing a screen can go Back to them.
 * `depth` counts the screens stacked above the map (1 for a screen opened from the map).
 */
interface AppHistoryState {
  routegids: true;
  depth: number;
}

function appState(): AppHistoryState | null {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('routegids' in state)) return null;
  const depth = (state as { depth?: unknown }).depth;
  return { routegids: true, depth: typeof depth === 'number' && depth > 0 ? depth : 1 };
}

function openedInApp(): boolean {
  return appState() !== null;
}

/**
 * Opens a screen: a history entry of its own, so the browser's Back button closes it instead
 * of leaving the app. `replace` swaps the current screen for another (a step within a flow).
 */
export function useOpenScreen(): (path: string, opts?: { replace?: boolean }) => void {
  const [, navigate] = useLocation();
  return useCallback(
    (path, opts) => {
      const replace = opts?.replace ?? false;
      const below = appState()?.depth ?? 0;
      const state: AppHistoryState = {
        routegids: true,
        depth: replace ? Math.max(1, below) : below + 1,
      };
      navigate(path, { replace, state });
    },
    [navigate],
  );
}

/**
 * Leaves the current screen: Back when the app opened it (so Forward works as people expect),
 * otherwise (a link from an e-mail, a reload) straight to the map, replacing the entry.
 */
export function useCloseScreen(): () => void {
  const [, navigate] = useLocation();
  return useCallback(() => {
    if (openedInApp()) window.history.back();
    else navigate(HOME_PATH, { replace: true });
  }, [navigate]);
}

/**
 * Leaves every screen for the map (a route was chosen from a list opened from the menu): Back
 * over all the entries the app pushed, or straight to the map when it pushed none.
 */
export function useCloseAllScreens(): () => void {
  const [, navigate] = useLocation();
  return useCallback(() => {
    const depth = appState()?.depth ?? 0;
    if (depth > 0) window.history.go(-depth);
    else navigate(HOME_PATH, { replace: true });
  }, [navigate]);
}
