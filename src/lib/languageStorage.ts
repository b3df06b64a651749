import type { Lang } from '../domain/rows.ts';
import { webStore } from './webStorage.ts';

export const LANGUAGE_KEY = 'routegids.language';

const isLang = (v: unknown): v is Lang => v === 'nl' || v === 'eng';

/** The language the visitor chose last time, or null (also when storage cannot be read). */
export function readStoredLanguage(): Lang | null {
  const value = webStore('local').getItem(LANGUAGE_KEY);
  return isLang(value) ? value : null;
}

/** Where storage fails the choice is not kept, and still applies to this visit. */
export function storeLanguage(lang: Lang): void {
  webStore('local').setItem(LANGUAGE_KEY, lang);
}
