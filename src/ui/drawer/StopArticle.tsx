import './stopArticle.css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang, LocationRow } from '../../domain/rows.ts';
import { sanitizeArticleHtml } from '../../lib/sanitizeHtml.ts';
import { stopArticleHtml } from '../stopText.ts';

/** The stop's article, sanitised; "Geen tekst beschikbaar" when it has none. */
export function StopArticle({
  location,
  lang,
  id,
}: {
  location: LocationRow;
  lang: Lang;
  /** Set when the article is the audio's transcript: the player's button focuses it. */
  id?: string;
}) {
  const { t } = useTranslation();
  const html = useMemo(() => {
    const raw = stopArticleHtml(location, lang);
    return raw === null ? '' : sanitizeArticleHtml(raw);
  }, [location, lang]);

  if (!html.trim()) {
    return (
      <p className="article article--empty" data-testid="article">
        {t('drawer.noText')}
      </p>
    );
  }
  return (
    <div
      className="article"
      id={id}
      tabIndex={id ? -1 : undefined}
      data-testid="article"
      lang={lang === 'eng' ? 'en' : 'nl'}
      // Sanitised by DOMPurify just above; the content source writes HTML articles.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised article HTML
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
