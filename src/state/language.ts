import { atom } from 'jotai';
import type { Lang } from '../domain/rows.ts';
import { DEFAULT_LANG } from '../i18n/i18n.ts';
import { readStoredLanguage, storeLanguage } from '../lib/languageStorage.ts';

const baseLanguageAtom = atom<Lang>(readStoredLanguage() ?? DEFAULT_LANG);

/** The UI language; writing it persists the choice for the next visit. */
export const languageAtom = atom(
  (get) => get(baseLanguageAtom),
  (_get, set, lang: Lang) => {
    set(baseLanguageAtom, lang);
    storeLanguage(lang);
  },
);
