import type { Lang } from '../domain/rows.ts';

const KEY = 'routegids.language';

const isLang = (v: unknown): v is Lang => v === 'nl' || v === 'eng';

/**
 * The language the visitor chose last time, or null. Storage can throw (private mode, quota,
 * disabled cookies): the choice is a nicety, so failures read as "no choice".
 */
export function readStoredLanguage(): Lang | null {
  try {
    const value = globalThis.localStorage?.getItem(KEY);
    return isLang(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(lang: Lang): void {
  try {
    globalThis.localStorage?.setItem(KEY, lang);
  } catch {
    // Not persisted; the switch still applies to this visit.
  }
}
