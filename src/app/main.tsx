import './base.css';
import { Provider as JotaiProvider } from 'jotai';
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
import { handleQrScan } from './handleQrScan.ts';

/**
 * Start-up: texts first (synchronous, bundled), then the built-in route into Dexie and the
 * QR scan (if this is one), then render. Neither may keep the map from showing: a failure
 * is logged and the app renders anyway (the built-in route may still be there from before).
 */
async function start(): Promise<void> {
  const lang = readStoredLanguage() ?? 'nl';
  initI18n(lang);
  document.documentElement.lang = htmlLang(lang);

  await Promise.all([
    ensureBuiltinRoute(db).catch((error: unknown) => console.error('Built-in route:', error)),
    handleQrScan(db),
  ]);

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <ErrorBoundary fallback={<AppError />}>
        <JotaiProvider>
          <App />
        </JotaiProvider>
      </ErrorBoundary>
    </StrictMode>,
  );

  if (import.meta.env.PROD) registerServiceWorker();
  // The sync engine (and supabase-js) load after first paint; the UI never waits for them.
  void import('../sync/supabase/runtime.ts')
    .then((m) => m.startSync())
    .catch((e: unknown) => console.error('Sync:', e));
}

void start();
