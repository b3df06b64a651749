/**
 * The page's one owner of `navigator.serviceWorker`: registers the worker, notices a waiting
 * (new) version, and on request tells it to take over and reloads once it has.
 *
 * The worker never skips waiting on its own: a walker mid-route keeps the version they
 * started with until they press "Herladen".
 */

type Listener = (waiting: boolean) => void;

const listeners = new Set<Listener>();
let waitingWorker: ServiceWorker | null = null;
let registration: ServiceWorkerRegistration | null = null;
let reloading = false;

/** Checks for a new version at most this often while the page stays open. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

function setWaiting(worker: ServiceWorker | null): void {
  waitingWorker = worker;
  for (const l of listeners) l(worker !== null);
}

/** A worker that finished installing while another controls the page is an update. */
function watchInstalling(worker: ServiceWorker): void {
  worker.addEventListener('statechange', () => {
    if (worker.state === 'installed' && navigator.serviceWorker.controller) setWaiting(worker);
  });
}

function checkForUpdate(): void {
  registration?.update().catch(() => {
    // Offline or the server is down: try again next time.
  });
}

export function isServiceWorkerSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/** Registers `/sw.js` once the page has loaded, so it never competes with the first paint. */
export function registerServiceWorker(url = '/sw.js'): void {
  if (!isServiceWorkerSupported()) return;
  const register = async () => {
    try {
      // Some embedders (test browsers, in-app webviews) resolve without a registration.
      registration = (await navigator.serviceWorker.register(url, { scope: '/' })) ?? null;
    } catch (error) {
      console.warn('Service worker registration failed:', error);
      return;
    }
    const reg = registration;
    if (!reg) return;
    if (reg.waiting && navigator.serviceWorker.controller) setWaiting(reg.waiting);
    if (reg.installing) watchInstalling(reg.installing);
    reg.addEventListener('updatefound', () => {
      if (reg.installing) watchInstalling(reg.installing);
    });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') checkForUpdate();
    });
    setInterval(checkForUpdate, UPDATE_CHECK_MS);
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/** Subscribes to "a new version is waiting"; returns the unsubscribe function. */
export function onUpdateAvailable(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isUpdateWaiting = (): boolean => waitingWorker !== null;

/** Asks the waiting worker to take over; the page reloads once, when it has. */
export function applyUpdate(reload: () => void = () => window.location.reload()): void {
  const worker = waitingWorker;
  if (!worker) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading) return;
    reloading = true;
    reload();
  });
  worker.postMessage({ type: 'SKIP_WAITING' });
}
