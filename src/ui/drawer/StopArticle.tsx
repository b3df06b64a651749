import './stopArticle.css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang, LocationRow } from '../../domain/rows.ts';
import { sanitizeArticleHtml } from '../../lib/sanitizeHtml.ts';
import type { ArticleStatus } from '../stop/useStopArticle.ts';
import { stopArticleHtml } from '../stopText.ts';

/**
 * The stop's article, sanitised; "Geen tekst beschikbaar" when it has none. While the article
 * is being fetched, grey bars; when it cannot come now, why (ui/stop/useStopArticle.ts).
 */
export function StopArticle({
  location,
  lang,
  status = 'ready',
  id,
}: {
  location: LocationRow;
  lang: Lang;
  status?: ArticleStatus;
  /** Set when the article is the audio's transcript: the player's button focuses it. */
  id?: string;
}) {
  const { t } = useTranslation();
  const html = useMemo(() => {
    const raw = stopArticleHtml(location, lang);
    return raw === null ? '' : sanitizeArticleHtml(raw);
  }, [location, lang]);

  if (status === 'loading') {
    return (
      <div className="text-skeleton" data-testid="article-loading" role="status">
        <span className="visually-hidden">{t('drawer.articleLoading')}</span>
        <span aria-hidden="true" />
        <span aria-hidden="true" />
        <span aria-hidden="true" />
      </div>
    );
  }
  if (status !== 'ready') {
    return (
      <p className="article article--empty" data-testid="article-unavailable" role="status">
        {t(status === 'offline' ? 'drawer.articleOffline' : 'drawer.articleFailed')}
      </p>
    );
  }

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
