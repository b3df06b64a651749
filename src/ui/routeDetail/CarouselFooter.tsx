import '../drawer/stopFooter.css';
import { useTranslation } from 'react-i18next';
import { Chevron } from '../drawer/StopFooter.tsx';

interface CarouselFooterProps {
  /** The active slide, 0-based; `stops` is the call-to-action slide when there is one. */
  active: number;
  stops: number;
  slides: number;
  onGo: (slide: number) => void;
}

/** Previous / "n / total" / next for the carousel, like the map's footer. */
export function CarouselFooter({ active, stops, slides, onGo }: CarouselFooterProps) {
  const { t } = useTranslation();
  const n = Math.min(active, stops - 1) + 1;
  return (
    <nav className="stop-footer" aria-label={t('footer.counterLabel', { n, total: stops })}>
      <button
        type="button"
        className="stop-footer__button"
        data-testid="detail-previous"
        disabled={active <= 0}
        onClick={() => onGo(active - 1)}
      >
        <Chevron direction="previous" />
        <span>{t('footer.previous')}</span>
      </button>
      <span className="stop-footer__counter" data-testid="detail-counter" aria-live="polite">
        {stops === 0 ? '–' : t('footer.counter', { n, total: stops })}
      </span>
      <button
        type="button"
        className="stop-footer__button stop-footer__button--next"
        data-testid="detail-next"
        disabled={active >= slides - 1}
        onClick={() => onGo(active + 1)}
      >
        <span>{t('footer.next')}</span>
        <Chevron direction="next" />
      </button>
    </nav>
  );
}
