import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { htmlLang, initI18n } from '../i18n/i18n.ts';
import { languageAtom } from '../state/language.ts';
import { MapScreen } from '../ui/map/MapScreen.tsx';

/** Keeps i18next and the document's `lang` in step with the chosen language. */
function useLanguageSync(): void {
  const lang = useAtomValue(languageAtom);
  useEffect(() => {
    initI18n(lang);
    document.documentElement.lang = htmlLang(lang);
  }, [lang]);
}

/** The app: one real screen, the route map at '/' (other paths are QR scans, see main). */
export function App() {
  useLanguageSync();
  return <MapScreen />;
}
