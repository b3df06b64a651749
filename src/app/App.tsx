import { useAtomValue } from 'jotai';
import { lazy, Suspense, useLayoutEffect } from 'react';
import { htmlLang, initI18n } from '../i18n/i18n.ts';
import { languageAtom } from '../state/language.ts';
import { PushQuestionGate } from '../ui/account/PushQuestionGate.tsx';
import { useFirstVisitLanding } from '../ui/landing/useFirstVisitLanding.ts';
import { MapScreen } from '../ui/map/MapScreen.tsx';
import { PhotoViewerHost } from '../ui/media/PhotoViewerHost.tsx';
import { Toaster } from '../ui/shell/Toaster.tsx';
import { ScreenRoutes } from './screens.tsx';

/** Pack notices (ready, stopped) need nothing of the first paint. */
const PackToasts = lazy(() => import('../ui/packs/usePackToasts.ts'));

/**
 * Keeps i18next and the document's `lang` in step with the chosen language. A layout effect:
 * the texts re-render before the paint, so no frame shows the switch in one language and the
 * rest in the other (an effect ran after the paint, and a slow frame showed both).
 */
function useLanguageSync(): void {
  const lang = useAtomValue(languageAtom);
  useLayoutEffect(() => {
    initI18n(lang);
    document.documentElement.lang = htmlLang(lang);
  }, [lang]);
}

/**
 * The app: the route map at '/', always mounted, with the screen of the current path over it
 * (other paths are QR scans and were replaced by '/' before the first render, see main).
 */
export function App() {
  useLanguageSync();
  useFirstVisitLanding();
  return (
    <>
      <MapScreen />
      <ScreenRoutes />
      <PhotoViewerHost />
      <PushQuestionGate />
      <Toaster />
      <Suspense fallback={null}>
        <PackToasts />
      </Suspense>
    </>
  );
}
