/**
 * Installing the app (add to Home Screen): whether it runs installed, whether the browser
 * offers its own install prompt (Chrome, Edge, Samsung Internet fire `beforeinstallprompt`),
 * and whether this is iOS, where only Safari's Share menu installs. Why it matters: Safari
 * deletes the storage of a site not opened for seven days, offline packs included, but not
 * of an app on the Home Screen; other browsers grant installed apps persistent storage more
 * readily.
 */

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

let capturing = false;

/**
 * Starts listening for the browser's install offer; call early (main.tsx), since the event
 * fires once, soon after load, whether or not a screen that uses it is open yet.
 */
export function captureInstallPrompt(): void {
  if (capturing || typeof window === 'undefined') return;
  capturing = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-bar away; the hint offers the prompt where it explains why.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    for (const l of listeners) l();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    for (const l of listeners) l();
  });
}

export function isInstalled(): boolean {
  if (typeof window === 'undefined') return false;
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

export function isIos(): boolean {
  if (typeof navigator === 'undefined') return false;
  const ua = navigator.userAgent;
  // iPadOS reports itself as a Mac; a touch screen gives it away.
  return /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}

export const canPromptInstall = (): boolean => deferred !== null;

/** Shows the browser's install prompt; true when the walker accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  for (const l of listeners) l();
  return outcome === 'accepted';
}

/** Subscribes to changes of `canPromptInstall`. */
export function onInstallChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
