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
 * rest in the other (an effect ran after the paint, and a slow frame showed both). A component
 * of its own, so App does not re-render with the language.
 */
function LanguageSync() {
  const lang = useAtomValue(languageAtom);
  useLayoutEffect(() => {
    initI18n(lang);
    document.documentElement.lang = htmlLang(lang);
  }, [lang]);
  return null;
}

/**
 * Opens the landing page on a first visit. It reads the location, so it is a component of its
 * own: in App, every screen opened or closed re-rendered the whole map screen.
 */
function FirstVisitLanding() {
  useFirstVisitLanding();
  return null;
}

/**
 * The app: the route map at '/', always mounted, with the screen of the current path over it
 * (other paths are QR scans and were replaced by '/' before the first render, see main). It
 * reads no state itself: what changes re-renders only the parts that show it.
 */
export function App() {
  return (
    <>
      <LanguageSync />
      <FirstVisitLanding />
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
