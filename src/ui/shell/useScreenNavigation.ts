import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { HOME_PATH } from '../../app/paths.ts';

/** Marks history entries the app pushed itself, so closing a screen can go Back to them. */
interface AppHistoryState {
  routegids: true;
}

function openedInApp(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'routegids' in state;
}

/**
 * Opens a screen: a history entry of its own, so the browser's Back button closes it instead
 * of leaving the app. `replace` swaps the current screen for another (a step within a flow);
 * the new one is as much the app's own as the one it replaces, so a screen that replaced one
 * reached from outside (a payment return, an e-mail link) still closes to the map, not Back.
 */
export function useOpenScreen(): (path: string, opts?: { replace?: boolean }) => void {
  const [, navigate] = useLocation();
  return useCallback(
    (path, opts) => {
      const replace = opts?.replace ?? false;
      const state: AppHistoryState | null = !replace || openedInApp() ? { routegids: true } : null;
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
