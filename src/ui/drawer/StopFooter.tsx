import './stopFooter.css';
import { useTranslation } from 'react-i18next';

interface StopFooterProps {
  index: number;
  total: number;
  onStep: (index: number) => void;
}

const CHEVRON_PATH = { previous: 'M15 5l-7 7 7 7', next: 'M9 5l7 7-7 7' } as const;

/** The arrow beside a button's label; decorative, the label names the button. */
export function Chevron({ direction }: { direction: keyof typeof CHEVRON_PATH }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d={CHEVRON_PATH[direction]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Previous / "n / total" / next. Previous is disabled on the first stop, next on the last. */
export function StopFooter({ index, total, onStep }: StopFooterProps) {
  const { t } = useTranslation();
  const atFirst = index <= 0;
  const atLast = index >= total - 1;
  return (
    <nav className="stop-footer" aria-label={t('footer.counterLabel', { n: index + 1, total })}>
      <button
        type="button"
        className="stop-footer__button"
        data-testid="previous"
        disabled={atFirst || total === 0}
        onClick={() => onStep(index - 1)}
      >
        <Chevron direction="previous" />
        <span>{t('footer.previous')}</span>
      </button>
      <span className="stop-footer__counter" data-testid="counter" aria-hidden="true">
        {total === 0 ? '–' : t('footer.counter', { n: index + 1, total })}
      </span>
      {/* Spoken on every step ("Stop 3 of 8"), where "3 / 8" on its own would say little. */}
      <span className="visually-hidden" role="status" aria-atomic="true" data-testid="counter-live">
        {total === 0 ? '' : t('footer.counterLabel', { n: index + 1, total })}
      </span>
      <button
        type="button"
        className="stop-footer__button stop-footer__button--next"
        data-testid="next"
        disabled={atLast || total === 0}
        onClick={() => onStep(index + 1)}
      >
        <span>{t('footer.next')}</span>
        <Chevron direction="next" />
      </button>
    </nav>
  );
}
