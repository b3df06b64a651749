import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { HOME_PATH } from '../../app/paths.ts';

/**
 * Marks history entries the app pushed itself, so closing a screen can go Back to them.
 * `depth` counts the entries the app pushed since the first one it did not (1 for a screen
 * opened from there); `base` says whether that first entry is the map or a screen someone
 * opened by its address (a link, a reload).
 */
interface AppHistoryState {
  routegids: true;
  depth: number;
  base: 'map' | 'screen';
}

function appState(): AppHistoryState | null {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('routegids' in state)) return null;
  const { depth, base } = state as { depth?: unknown; base?: unknown };
  return {
    routegids: true,
    depth: typeof depth === 'number' && depth > 0 ? depth : 1,
    base: base === 'screen' ? 'screen' : 'map',
  };
}

function openedInApp(): boolean {
  return appState() !== null;
}

/**
 * Opens a screen: a history entry of its own, so the browser's Back button closes it instead
 * of leaving the app. `replace` swaps the current screen for another (a step within a flow);
 * the new one is as much the app's own as the one it replaces, so a screen that replaced one
 * reached from outside (a payment return, an e-mail link) still closes to the map, not Back.
 */
export function useOpenScreen(): (path: string, opts?: { replace?: boolean }) => void {
  const [location, navigate] = useLocation();
  return useCallback(
    (path, opts) => {
      const replace = opts?.replace ?? false;
      const below = appState();
      // A screen that replaces one reached from outside (a payment return, an e-mail link) is
      // no more the app's own than that one was: it still closes to the map, not Back.
      if (replace && !below) {
        navigate(path, { replace, state: null });
        return;
      }
      const base = below?.base ?? (location === HOME_PATH ? 'map' : 'screen');
      const depth = below?.depth ?? 0;
      const state: AppHistoryState = {
        routegids: true,
        depth: replace ? Math.max(1, depth) : depth + 1,
        base,
      };
      navigate(path, { replace, state });
    },
    [location, navigate],
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
 * Leaves every screen for the map (a route was chosen in a list opened from the menu): Back
 * over all the entries the app pushed; when the first of them is a screen opened by its
 * address, that one is then replaced by the map.
 */
export function useCloseAllScreens(): () => void {
  const [, navigate] = useLocation();
  return useCallback(() => {
    const state = appState();
    if (!state) {
      navigate(HOME_PATH, { replace: true });
      return;
    }
    if (state.base === 'screen') {
      window.addEventListener('popstate', () => navigate(HOME_PATH, { replace: true }), {
        once: true,
      });
    }
    window.history.go(-state.depth);
  }, [navigate]);
}
