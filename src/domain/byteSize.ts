import type { Lang } from './rows.ts';

/**
 * Sizes as a walker reads them: "340 kB", "2,4 MB", "11 MB", "2,1 GB". Decimal units (1 MB =
 * 1 000 000 bytes), as phones show storage; one decimal below 10, none above; the decimal
 * comma in Dutch.
 */
const UNITS = ['B', 'kB', 'MB', 'GB', 'TB'] as const;

export function formatBytes(bytes: number, lang: Lang): string {
  const locale = lang === 'eng' ? 'en-GB' : 'nl-NL';
  let value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unit = 0;
  while (value >= 999.5 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  const digits = unit >= 2 && value < 9.95 ? 1 : 0;
  const text = new Intl.NumberFormat(locale, {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  }).format(value);
  return `${text} ${UNITS[unit]}`;
}
