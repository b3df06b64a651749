import type { Lang } from './rows.ts';

export interface Category {
  /** The Dutch label, which is also the value stored in `locations.category`. */
  nl: string;
  /** The English label; empty for 'Default Category' (as in the specification). */
  eng: string;
}

/** Every category of the specification, in its order. */
export const CATEGORIES: readonly Category[] = [
  { nl: 'Alle Verhalen', eng: 'All Stories' },
  { nl: 'Parken & groen', eng: 'Parks & Nature' },
  { nl: 'Architectuur', eng: 'Architecture' },
  { nl: 'Kunst & cultuur', eng: 'Art & Culture' },
  { nl: 'Design & mode', eng: 'Design & Fashion' },
  { nl: 'Eten & drinken', eng: 'Food & Drinks' },
  { nl: 'Muziek', eng: 'Music' },
  { nl: 'Sociale initiatieven', eng: 'Social Initiatives' },
  { nl: 'Default Category', eng: '' },
];

const norm = (s: string): string => s.trim().toLowerCase();

/** The category a stored value names, by its Dutch or English label (case-insensitive). */
export function findCategory(value: string | null | undefined): Category | undefined {
  if (!value?.trim()) return undefined;
  const key = norm(value);
  return CATEGORIES.find((c) => norm(c.nl) === key || (c.eng !== '' && norm(c.eng) === key));
}

/**
 * The label to show for a stored category in this language. An empty English label falls
 * back to the Dutch one, so 'Default Category' reads the same in both languages instead of
 * leaving a blank label. Unknown values are shown as stored (trimmed); null shows ''.
 */
export function categoryLabel(category: string | null, lang: Lang): string {
  const found = findCategory(category);
  if (!found) return category?.trim() ?? '';
  if (lang === 'eng' && found.eng !== '') return found.eng;
  return found.nl;
}
