import './base.css';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ensureBuiltinRoute } from '../db/builtin/ensureBuiltinRoute.ts';
import { db } from '../db/database.ts';
import { htmlLang, initI18n } from '../i18n/i18n.ts';
import { readStoredLanguage } from '../lib/languageStorage.ts';
import { registerServiceWorker } from '../lib/swBridge.ts';
import { AppError } from '../ui/shell/AppError.tsx';
import { ErrorBoundary } from '../ui/shell/ErrorBoundary.tsx';
import { App } from './App.tsx';
import { afterMapLoad } from './afterMapLoad.ts';
import { handleQrScan } from './handleQrScan.ts';

/**
 * Start-up: texts first (synchronous, bundled), then render at once. The built-in route's
 * write into Dexie and the QR scan's log start before the render but are not waited for: the
 * first paint needs neither (a QR path is replaced by '/' synchronously, before the router
 * reads it), and the route's readonly live queries queue behind its readwrite transaction,
 * which is opened first, so they still see the route on their first read. A failure is logged
 * and the app runs on (the built-in route may still be there from before).
 *
 * The sync engine (and supabase-js) start once the map has drawn and the page is idle: their
 * parsing and the first pull would otherwise share the main thread with MapLibre's start. A
 * user who signs in sooner starts it then (runtime.ts, accountPort); actions queue in Dexie.
 */
function start(): void {
  const lang = readStoredLanguage() ?? 'nl';
  initI18n(lang);
  document.documentElement.lang = htmlLang(lang);

  void ensureBuiltinRoute(db).catch((error: unknown) => console.error('Built-in route:', error));
  void handleQrScan(db);

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const store = createStore();
  createRoot(root).render(
    <StrictMode>
      <ErrorBoundary fallback={<AppError />}>
        <JotaiProvider store={store}>
          <App />
        </JotaiProvider>
      </ErrorBoundary>
    </StrictMode>,
  );

  if (import.meta.env.PROD) registerServiceWorker();
  void afterMapLoad(store)
    .then(() => import('../sync/supabase/runtime.ts'))
    .then((m) => m.startSync())
    .catch((e: unknown) => console.error('Sync:', e));
}

start();
