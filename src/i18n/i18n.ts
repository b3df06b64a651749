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

/** Texts that load with the screens that use them (a dictionary per language). */
export type TextBundle = Record<Lang, object>;

const bundles: TextBundle[] = [];

function addBundle(bundle: TextBundle): void {
  for (const lang of LANGS)
    i18next.addResourceBundle(lang, 'translation', bundle[lang], true, false);
}

/**
 * Adds a screen group's texts (deep-merged into the dictionaries): now when i18next runs, else
 * when it starts. A lazily loaded screen calls this as its module loads, before it renders.
 */
export function addTexts(bundle: TextBundle): void {
  if (bundles.includes(bundle)) return;
  bundles.push(bundle);
  if (i18next.isInitialized) addBundle(bundle);
}

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
    for (const bundle of bundles) addBundle(bundle);
  } else if (i18next.language !== lang) {
    void i18next.changeLanguage(lang);
  }
  return i18next;
}
