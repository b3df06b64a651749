import './base.css';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ensureBuiltinRoute } from '../db/builtin/ensureBuiltinRoute.ts';
import { db } from '../db/database.ts';
import { htmlLang, initI18n } from '../i18n/i18n.ts';
import { captureInstallPrompt } from '../lib/install.ts';
import { readStoredLanguage } from '../lib/languageStorage.ts';
import { registerServiceWorker } from '../lib/swBridge.ts';
import { AppError } from '../ui/shell/AppError.tsx';
import { ErrorBoundary } from '../ui/shell/ErrorBoundary.tsx';
import { App } from './App.tsx';
import { handleQrScan } from './handleQrScan.ts';
import { restoreWalk } from './restoreWalk.ts';

/** Which build this is (VITE_BUILD_ID, set by a deploy), readable in the DOM for support. */
const BUILD_ID = import.meta.env.VITE_BUILD_ID || 'dev';

/**
 * Start-up: texts first (synchronous, bundled), then the built-in route into Dexie, the QR
 * scan (if this is one) and the walk position from before a reload, then render. None may
 * keep the map from showing: a failure is logged and the app renders anyway.
 */
async function start(): Promise<void> {
  const lang = readStoredLanguage() ?? 'nl';
  initI18n(lang);
  document.documentElement.lang = htmlLang(lang);
  document.documentElement.dataset.build = BUILD_ID;

  const store = createStore();
  await Promise.all([
    ensureBuiltinRoute(db).catch((error: unknown) => console.error('Built-in route:', error)),
    handleQrScan(db),
  ]);
  await restoreWalk(store, db).catch((error: unknown) => console.warn('Walk position:', error));

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <ErrorBoundary fallback={<AppError />}>
        <JotaiProvider store={store}>
          <App />
        </JotaiProvider>
      </ErrorBoundary>
    </StrictMode>,
  );

  captureInstallPrompt();
  if (import.meta.env.PROD) {
    registerServiceWorker();
    // Offline packs: checked, resumed, refreshed; the built-in route's comes with the install.
    void import('../actions/packs/keepPacks.ts')
      .then((m) => m.keepPacks())
      .catch((e: unknown) => console.error('Packs:', e));
  }
  // The sync engine (and supabase-js) load after first paint; the UI never waits for them.
  void import('../sync/supabase/runtime.ts')
    .then((m) => m.startSync())
    .catch((e: unknown) => console.error('Sync:', e));
}

void start();
