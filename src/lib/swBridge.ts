/**
 * The page's one owner of `navigator.serviceWorker`: registers the worker, notices a waiting
 * (new) version, tells it to take over on request and reloads once it has, and carries the
 * offline-pack commands and events between the page and the worker.
 *
 * The worker never skips waiting on its own: a walker mid-route keeps the version they
 * started with until they press "Herladen" (in any tab).
 *
 * Reloading on `controllerchange`, once, without loops:
 * - The first worker claims pages that had no controller: that is an install, not an update,
 *   and nothing reloads (the page already runs the code the worker serves).
 * - When a controller replaces another, every open tab reloads once, so no tab keeps running
 *   the old code against the new worker's caches; `reloading` makes a second event a no-op.
 *   After the reload the tab is controlled by the new worker and has no waiting worker, so
 *   nothing asks to skip waiting again: two tabs cannot keep each other reloading.
 */
import { parseWorkerEvent, type WorkerCommand, type WorkerEvent } from '../domain/packProtocol.ts';

type Listener = (waiting: boolean) => void;

const listeners = new Set<Listener>();
let waitingWorker: ServiceWorker | null = null;
let registration: ServiceWorkerRegistration | null = null;
let reloading = false;
/** 'none' until registerServiceWorker runs (dev builds never do); 'failed' if it threw. */
let registering: 'none' | 'asked' | 'failed' = 'none';
let reloadPage: () => void = () => window.location.reload();

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

/** Reloads once when a new worker replaces the one controlling this page (see above). */
function reloadWhenReplaced(): void {
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const replaced = controlled;
    controlled = true;
    if (!replaced || reloading) return;
    reloading = true;
    reloadPage();
  });
}

/**
 * Registers `/sw.js` once the page has loaded, so it never competes with the first paint.
 * `reload` replaces the page reload (tests).
 */
export function registerServiceWorker(url = '/sw.js', opts: { reload?: () => void } = {}): void {
  if (!isServiceWorkerSupported()) return;
  if (opts.reload) reloadPage = opts.reload;
  registering = 'asked';
  reloadWhenReplaced();
  const register = async () => {
    try {
      // Some embedders (test browsers, in-app webviews) resolve without a registration.
      registration = (await navigator.serviceWorker.register(url, { scope: '/' })) ?? null;
    } catch (error) {
      registering = 'failed';
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

/**
 * Asks the waiting worker to take over; the page reloads once, when it has (every other tab
 * reloads too). `reload` replaces the page reload (tests).
 */
export function applyUpdate(reload?: () => void): void {
  const worker = waitingWorker;
  if (!worker) return;
  if (reload) reloadPage = reload;
  worker.postMessage({ type: 'SKIP_WAITING' } satisfies WorkerCommand);
}

/** How long a command waits for a worker to become active (first install) before giving up. */
const READY_TIMEOUT_MS = 10_000;

/**
 * The active worker, once there is one; null when service workers are unsupported, blocked,
 * or none became active in time (then packs cannot download, and the UI says so).
 */
async function activeWorker(waitMs = READY_TIMEOUT_MS): Promise<ServiceWorker | null> {
  if (!isServiceWorkerSupported()) return null;
  const current = navigator.serviceWorker.controller;
  if (current) return (await navigator.serviceWorker.getRegistration())?.active ?? current;
  if (registering !== 'asked') return null;
  // Not controlled yet: the first install may still be under way (register runs after load);
  // a browser that blocks workers never gets there, and the caller hears "no" in time.
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), waitMs));
  const ready = navigator.serviceWorker.ready.then((reg) => reg.active ?? null);
  return Promise.race([ready, timeout]);
}

/** Sends a pack command to the worker; false when there is no worker to send it to. */
export async function sendToWorker(command: WorkerCommand): Promise<boolean> {
  const worker = await activeWorker();
  if (!worker) return false;
  worker.postMessage(command);
  return true;
}

/**
 * True when a worker can download packs (supported, registered, active). `waitMs`: how long
 * to wait for the first install to finish (the precache may take a while on a slow network).
 */
export async function canUsePacks(waitMs?: number): Promise<boolean> {
  return (await activeWorker(waitMs)) !== null;
}

/** Subscribes to the worker's pack events (progress, complete, failed) in this tab. */
export function onWorkerEvent(listener: (event: WorkerEvent) => void): () => void {
  if (!isServiceWorkerSupported()) return () => {};
  const handler = (event: MessageEvent) => {
    const parsed = parseWorkerEvent(event.data);
    if (parsed) listener(parsed);
  };
  navigator.serviceWorker.addEventListener('message', handler);
  return () => navigator.serviceWorker.removeEventListener('message', handler);
}
