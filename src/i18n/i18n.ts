import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '../domain/rows.ts';
import { eng } from './eng.ts';
import { nl } from './nl.ts';

export const DEFAULT_LANG: Lang = 'nl';
export const LANGS: readonly Lang[] = ['nl', 'eng'];

/** The `lang` attribute for the document: 'eng' is our code, 'en' is what browsers know. */
export const htmlLang = (lang: Lang): string => (lang === 'eng' ? 'en' : 'nl');

export const resources = {
  nl: { translation: nl },
  eng: { translation: eng },
} as const;

/**
 * One i18next instance for the app. Resources are bundled (both dictionaries are a few KB),
 * so initialisation is synchronous and the first paint already has its texts.
 */
export function initI18n(lang: Lang): typeof i18next {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources,
      lng: lang,
      fallbackLng: DEFAULT_LANG,
      supportedLngs: [...LANGS],
      // 'eng' is not a BCP 47 tag; keep i18next from reducing it to 'en'.
      load: 'currentOnly',
      interpolation: { escapeValue: false }, // React escapes
      initAsync: false,
      returnNull: false,
    });
  } else if (i18next.language !== lang) {
    void i18next.changeLanguage(lang);
  }
  return i18next;
}
