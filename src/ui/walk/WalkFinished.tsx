import '../../i18n/walkTexts.ts';
import '../routeDetail/routeDetail.css';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../domain/rows.ts';
import { formatWalkDistance, formatWalkTime } from '../../domain/walkDistance.ts';
import { walkDurationSeconds } from '../../domain/walkProgress.ts';
import type { WalkSession } from '../../domain/walkSession.ts';
import { CtaSlide } from '../routeDetail/CtaSlide.tsx';
import { WalkCard } from './WalkCard.tsx';

/** Every stop reached: how far and how long, and the route's call to action. */
export function WalkFinished({
  session,
  lang,
  onClose,
}: {
  session: WalkSession;
  lang: Lang;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const seconds = walkDurationSeconds(session, session.finishedAt ?? session.startedAt);
  return (
    <WalkCard finished testId="walk-finished">
      <h2 className="walk-card__title">{t('walk.finished')}</h2>
      <p data-testid="walk-summary">
        {t('walk.summary', {
          distance: formatWalkDistance(session.walkedM, lang),
          time: formatWalkTime(seconds, lang),
        })}
      </p>
      <CtaSlide rendered onBack={onClose} />
    </WalkCard>
  );
}
