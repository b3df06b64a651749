import '../../i18n/walkTexts.ts';
import './walk.css';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useStoredWalk } from '../../db/hooks/useStoredWalk.ts';
import type { Lang } from '../../domain/rows.ts';
import type { RouteStopView } from '../../domain/stops.ts';
import { resumeAudioAtom, resumeOfferAtom, walkingRouteAtom } from '../../state/walk.ts';
import { useStartWalk } from './useStartWalk.ts';
import { WalkCard } from './WalkCard.tsx';
import { WalkSession } from './WalkSession.tsx';

export interface WalkControlsProps {
  routeId: string;
  stops: readonly RouteStopView[];
  index: number;
  onStep: (index: number) => void;
  lang: Lang;
  album: string | undefined;
}

/**
 * The walk mode on the map: "Start wandeling" while no walk is on, the walk itself while one
 * is, and "Verder waar je was" for a walk left long ago. Lazy: none of it is first paint.
 */
export default function WalkControls(props: WalkControlsProps) {
  const { t } = useTranslation();
  const walking = useAtomValue(walkingRouteAtom);
  const offer = useAtomValue(resumeOfferAtom);
  const stored = useStoredWalk();
  const start = useStartWalk();
  const { routeId, index } = props;

  if (walking === routeId) {
    // The session needs the stored walk (stops reached) before its arrival check starts.
    return stored === undefined ? null : <WalkSession {...props} />;
  }
  return (
    <>
      <button
        type="button"
        className="walk-start"
        data-testid="walk-start"
        onClick={() => start(routeId, index)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
        </svg>
        {t('walk.start')}
      </button>
      {offer === routeId && stored?.routeId === routeId && (
        <ResumeOffer
          stopNumber={stored.stopIndex + 1}
          album={props.album}
          onResume={() => start(routeId, index)}
        />
      )}
    </>
  );
}

function ResumeOffer({
  stopNumber,
  album,
  onResume,
}: {
  stopNumber: number;
  album: string | undefined;
  onResume: () => void;
}) {
  const { t } = useTranslation();
  const setOffer = useSetAtom(resumeOfferAtom);
  const setAudio = useSetAtom(resumeAudioAtom);
  return (
    <WalkCard testId="walk-resume">
      <p>{t('walk.resumeText', { n: stopNumber, route: album ?? '' })}</p>
      <div className="walk-card__actions">
        <button type="button" className="walk-card__primary" onClick={onResume}>
          {t('walk.resume')}
        </button>
        <button
          type="button"
          onClick={() => {
            setOffer(null);
            setAudio(null);
          }}
        >
          {t('walk.dismiss')}
        </button>
      </div>
    </WalkCard>
  );
}
