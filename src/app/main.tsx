import './base.css';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { createRoot } from 'react-dom/client';
import { ensureBuiltinRoute } from '../db/builtin/ensureBuiltinRoute.ts';
import { db } from '../db/database.ts';
import { htmlLang, initI18n } from '../i18n/i18n.ts';
import { captureInstallPrompt } from '../lib/install.ts';
import { readStoredLanguage } from '../lib/languageStorage.ts';
import { nextTask } from '../lib/nextTask.ts';
import { markRouteStored } from '../lib/routeStoredHint.ts';
import { registerServiceWorker } from '../lib/swBridge.ts';
import { rememberShellCreep } from '../ui/map/shellCreep.ts';
import { AppError } from '../ui/shell/AppError.tsx';
import { ErrorBoundary } from '../ui/shell/ErrorBoundary.tsx';
import { App } from './App.tsx';
import { afterMapLoad } from './afterMapLoad.ts';
import { handleQrScan } from './handleQrScan.ts';
import { isSharePath } from './paths.ts';
import { preloadAfterStart } from './preloadAfterStart.ts';
import { restoreWalk } from './restoreWalk.ts';
import { syncStartsWhen } from './sessionEnded.ts';

/** Which build this is (VITE_BUILD_ID, set by a deploy), readable in the DOM for support. */
const BUILD_ID = import.meta.env.VITE_BUILD_ID || 'dev';

/**
 * Start-up: index.html has painted the loading overlay (or a first visit's landing page)
 * already; texts first (synchronous, bundled), then the render in the next task (the app
 * replaces the HTML's overlay with its own). The
 * built-in route's write into Dexie, the QR scan's log and the walk position from before a
 * reload start beside the render and are not waited for: the first paint needs none of them
 * (a QR path is replaced by '/' synchronously, before the router reads it), and the route's
 * live queries show it once written. On a first visit the map starts once they have
 * (useMapMayStart; a return visit, told by routeStoredHint, starts it at once), so the
 * built-in route (8 KB gzip) is in the entry's chunk rather than a chunk of its own: on a
 * first visit that chunk's round trip was on the way to the map. A failure is logged and the
 * app runs on.
 *
 * The service worker, the offline packs' caretaker and the sync engine (with supabase-js)
 * start once the map has drawn and the page is idle: their downloads and parsing would
 * otherwise share the network and the main thread with MapLibre's start. A user who signs in
 * sooner starts sync then (runtime.ts, accountPort); actions queue in Dexie meanwhile. So does
 * a stored user whose auth session has ended (sessionEnded.ts): the engine signs them out.
 *
 * The map's code is asked for in the first render's task, just before the render
 * (preloadAfterStart.ts), not in the module's evaluation a task earlier: compiled on a
 * background thread as it streams in, it competed with the render for a phone's few cores.
 * Not after the render either: the render asks for the landing page's and the drawer's chunks,
 * and the map's must not queue behind them on a slow link.
 */
async function start(): Promise<void> {
  // Before the first render takes the HTML's loading screen over: its bar goes on from there.
  rememberShellCreep();
  const lang = readStoredLanguage() ?? 'nl';
  initI18n(lang);
  document.documentElement.lang = htmlLang(lang);
  document.documentElement.dataset.build = BUILD_ID;

  const store = createStore();
  // First thing: on a first visit the map waits for these rows, and the database opens now.
  void ensureBuiltinRoute(db)
    .then(markRouteStored)
    .catch((error: unknown) => console.error('Built-in route:', error));
  void handleQrScan(db);
  // A shared link names the stop to open; otherwise the walker's own place comes back. The
  // link's reader is fetched only for such a link (it is no part of an ordinary first paint).
  if (isSharePath(window.location.pathname)) {
    void import('./openSharedLink.ts')
      .then((m) => m.openSharedLink(store))
      .catch((error: unknown) => console.warn('Shared link:', error));
  } else {
    void restoreWalk(store, db).catch((error: unknown) => console.warn('Walk position:', error));
  }

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  // Three tasks, not one: the module's evaluation, the first render, what starts after it.
  // Nothing is painted sooner (the HTML has painted), but none of them is long enough to hold
  // back a tap on the HTML's landing page or a paint of its loading bar.
  await nextTask();
  preloadAfterStart();
  // Preact (scripts/vite/preactAliases.ts) renders the first tree synchronously; React's
  // StrictMode and transitions would do nothing there.
  createRoot(root).render(
    <ErrorBoundary fallback={<AppError />}>
      <JotaiProvider store={store}>
        <App />
      </JotaiProvider>
    </ErrorBoundary>,
  );

  await nextTask();
  captureInstallPrompt();
  const mapDrawn = afterMapLoad(store);
  if (import.meta.env.PROD) {
    void mapDrawn.then(() => {
      registerServiceWorker();
      // Offline packs: checked, resumed, refreshed; the built-in route's comes with the install.
      return import('../actions/packs/keepPacks.ts')
        .then((m) => m.keepPacks())
        .catch((e: unknown) => console.error('Packs:', e));
    });
  }
  // A session that ended while the page was closed is signed out by the engine: start it now.
  void syncStartsWhen(db, mapDrawn)
    .then(() => import('../sync/supabase/runtime.ts'))
    .then((m) => m.startSync())
    .catch((e: unknown) => console.error('Sync:', e));
}

start().catch((error: unknown) => console.error('Start:', error));
