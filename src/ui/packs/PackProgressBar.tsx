import { useTranslation } from 'react-i18next';

/** A pack's download progress as a bar (the number is said in the status line beside it). */
export function PackProgressBar({ percent }: { percent: number }) {
  const { t } = useTranslation();
  return (
    <div
      className="pack-progress"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-label={t('packs.downloading', { percent })}
      data-testid="pack-progress"
    >
      <div className="pack-progress__bar" style={{ transform: `scaleX(${percent / 100})` }} />
    </div>
  );
}
