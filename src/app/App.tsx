import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { htmlLang, initI18n } from '../i18n/i18n.ts';
import { languageAtom } from '../state/language.ts';
import { MapScreen } from '../ui/map/MapScreen.tsx';
import { usePackToasts } from '../ui/packs/usePackToasts.ts';
import { Toaster } from '../ui/shell/Toaster.tsx';
import { ScreenRoutes } from './screens.tsx';

/** Keeps i18next and the document's `lang` in step with the chosen language. */
function useLanguageSync(): void {
  const lang = useAtomValue(languageAtom);
  useEffect(() => {
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
  usePackToasts();
  return (
    <>
      <MapScreen />
      <ScreenRoutes />
      <Toaster />
    </>
  );
}
