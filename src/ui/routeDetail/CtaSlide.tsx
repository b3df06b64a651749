import { useTranslation } from 'react-i18next';
import { NEWSLETTER_URL } from '../../lib/newsletter.ts';

/**
 * The final slide: an invitation to the newsletter, which opens the newsletter platform's
 * page in a new tab.
 */
export function CtaSlide({ rendered, onBack }: { rendered: boolean; onBack: () => void }) {
  const { t } = useTranslation();
  if (!rendered) return <div className="slide slide--placeholder" aria-hidden="true" />;
  return (
    <article className="slide slide--cta" data-testid="cta-slide">
      <img className="slide__cta-logo" src="/logo.svg" alt="" width="72" height="72" />
      <h3 className="slide__cta-title">{t('cta.title')}</h3>
      <p className="slide__cta-body">{t('cta.body')}</p>
      <a
        className="slide__cta-button"
        data-testid="newsletter-link"
        href={NEWSLETTER_URL}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('cta.button')}
        <span className="visually-hidden"> {t('cta.newTab')}</span>
      </a>
      <button type="button" className="slide__cta-back" onClick={onBack}>
        {t('cta.back')}
      </button>
    </article>
  );
}
