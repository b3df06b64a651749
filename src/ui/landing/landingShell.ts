/**
 * The landing page's copy in index.html (scripts/vite/landingShell.ts puts it there at build
 * time): a first visit sees it from the HTML, before any script has loaded, and the app's own
 * landing page takes its place once it is open. Before then its buttons already work without
 * a script: its links are links, and its start and close buttons close it (a `method=dialog`
 * form), which the app then takes as "seen".
 */

export const LANDING_SHELL_ID = 'landing-shell';
/** Set on <html> by index.html's first script when the landing page should greet this visit. */
export const FIRST_VISIT_CLASS = 'first-visit';

function landingShell(): HTMLDialogElement | null {
  // The build renders the landing page with no document (scripts/vite/renderLandingShell.tsx).
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(LANDING_SHELL_ID);
  return element instanceof HTMLDialogElement ? element : null;
}

/**
 * The HTML's landing page: 'open' in view, 'closed' by the walker before the app had started,
 * or 'none' (not in the page, or not shown on this visit).
 */
export function landingShellState(): 'none' | 'open' | 'closed' {
  const shell = landingShell();
  if (!shell || !document.documentElement.classList.contains(FIRST_VISIT_CLASS)) return 'none';
  return shell.open ? 'open' : 'closed';
}

const listeners = new Set<() => void>();

/**
 * Calls `listener` when landingShellState may have changed: the walker closed the copy, or the
 * app took it away. Returns the unsubscribe (for useSyncExternalStore).
 */
export function onLandingShellChange(listener: () => void): () => void {
  const shell = landingShell();
  listeners.add(listener);
  shell?.addEventListener('close', listener);
  return () => {
    listeners.delete(listener);
    shell?.removeEventListener('close', listener);
  };
}

export function removeLandingShell(): void {
  landingShell()?.remove();
  document.documentElement.classList.remove(FIRST_VISIT_CLASS);
  for (const listener of [...listeners]) listener();
}

/**
 * The app's landing page (open, over the HTML's copy) takes its place: scrolled to where the
 * walker had scrolled the copy, then the copy goes.
 */
export function takeOverLandingShell(body: Element | null): void {
  const from = landingShell()?.querySelector('.screen-dialog__body');
  if (body && from) body.scrollTop = from.scrollTop;
  removeLandingShell();
}
