import type { Lang, LocationRow } from '../domain/rows.ts';

const present = (s: string | null | undefined): s is string => !!s?.trim();

/** The stop's title in this language; the other language's title when it has none. */
export function stopTitle(location: LocationRow, lang: Lang): string {
  const [own, other] =
    lang === 'eng'
      ? [location.title_en, location.title_nl]
      : [location.title_nl, location.title_en];
  if (present(own)) return own.trim();
  if (present(other)) return other.trim();
  return location.slug ?? '';
}

/**
 * The article HTML to show: the article in this language, else the intro text (Introtekst),
 * else the article in the other language; null when there is nothing ("Geen tekst
 * beschikbaar" is shown then). The result is unsanitised.
 */
export function stopArticleHtml(location: LocationRow, lang: Lang): string | null {
  const [own, other] =
    lang === 'eng'
      ? [location.article_en, location.article_nl]
      : [location.article_nl, location.article_en];
  if (present(own)) return own;
  if (present(location.intro)) return `<p>${escapeText(location.intro)}</p>`;
  if (present(other)) return other;
  return null;
}

/** The intro is plain text: escape it before wrapping it in a paragraph. */
function escapeText(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('\n', '<br>');
}
