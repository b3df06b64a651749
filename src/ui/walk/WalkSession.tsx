import '../../i18n/walkTexts.ts';
import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { changeWalkSettings, reachStop } from '../../actions/walk.ts';
import { useStoredWalk, useWalkSettings } from '../../db/hooks/useStoredWalk.ts';
import { parseLatLng } from '../../domain/coordinates.ts';
import type { Lang } from '../../domain/rows.ts';
import type { RouteStopView } from '../../domain/stops.ts';
import {
  formatWalkDistance,
  formatWalkTime,
  nextStopIndex,
  walkTo,
} from '../../domain/walkDistance.ts';
import { pausesWhenLocked } from '../../lib/wakeLock.ts';
import { liveFixAtom } from '../../state/live.ts';
import { walkProgressAtom, walkPromptAtom } from '../../state/walk.ts';
import { useArrival } from './useArrival.ts';
import { useStopWalk } from './useStartWalk.ts';
import { useWakeLock } from './useWakeLock.ts';
import { useWalkAudio } from './useWalkAudio.ts';
import { WalkCard } from './WalkCard.tsx';
import { WalkFinished } from './WalkFinished.tsx';

export interface WalkSessionProps {
  routeId: string;
  stops: readonly RouteStopView[];
  index: number;
  onStep: (index: number) => void;
  lang: Lang;
  album: string | undefined;
}

/**
 * The walk in progress: the screen kept on, arrival by GPS moving the walk and playing (or
 * asking), the lock screen, and the bar with the way to the next stop and Stop walk.
 */
export function WalkSession({ routeId, stops, index, onStep, lang, album }: WalkSessionProps) {
  const { t } = useTranslation();
  const stored = useStoredWalk();
  const settings = useWalkSettings();
  const wake = useWakeLock();
  const stopWalk = useStopWalk();
  const [prompt, setPrompt] = useAtom(walkPromptAtom);
  const session = stored?.routeId === routeId ? stored.session : undefined;
  const play = useWalkAudio({ routeId, stops, index, lang, album, rate: settings.rate, onStep });

  const reach = useCallback(
    (i: number) => {
      reachStop(routeId, i, stops.length).catch((e: unknown) => console.warn('walk', e));
    },
    [routeId, stops.length],
  );
  useArrival(routeId, stops, index, session?.visited.includes(index) ?? false, {
    onArrive: (i) => {
      onStep(i);
      reach(i);
      if (settings.autoPlay) play(i);
      else setPrompt(i);
    },
    onAsk: (i) => setPrompt(i),
  });

  const accept = () => {
    if (prompt === null) return;
    onStep(prompt);
    reach(prompt);
    play(prompt);
    setPrompt(null);
  };

  // Said once: where the screen can lock with the walk on (no wake lock, or iOS, which stops
  // the page when the walker locks it by hand), arrival by GPS pauses with it.
  const lockNote =
    stored !== undefined &&
    !settings.lockNoteShown &&
    (wake.state === 'unavailable' || wake.state === 'refused' || pausesWhenLocked());

  return (
    <>
      <div
        className="walk-bar"
        data-testid="walk-bar"
        data-wake-lock={wake.state}
        data-visited={session?.visited.join(',') ?? ''}
      >
        <span className="walk-bar__dot" aria-hidden="true" />
        <span className="walk-bar__next" data-testid="walk-next" aria-live="polite">
          <NextStop stops={stops} lang={lang} />
        </span>
        <button
          type="button"
          className="walk-bar__stop"
          data-testid="stop-walk"
          onClick={() => stopWalk(routeId)}
        >
          {t('walk.stop')}
        </button>
      </div>
      {prompt !== null && (
        <WalkCard role="alertdialog" testId="walk-prompt">
          <p>{t('walk.askPlay', { n: prompt + 1 })}</p>
          <div className="walk-card__actions">
            <button type="button" className="walk-card__primary" onClick={accept}>
              {t('walk.yes')}
            </button>
            <button type="button" onClick={() => setPrompt(null)}>
              {t('walk.no')}
            </button>
          </div>
        </WalkCard>
      )}
      {prompt === null && lockNote && (
        <WalkCard testId="walk-lock-note">
          <p>{t('walk.lockNote')}</p>
          <div className="walk-card__actions">
            {wake.state === 'refused' && (
              <button type="button" className="walk-card__primary" onClick={wake.retry}>
                {t('walk.keepScreenOn')}
              </button>
            )}
            <button type="button" onClick={() => void changeWalkSettings({ lockNoteShown: true })}>
              {t('walk.ok')}
            </button>
          </div>
        </WalkCard>
      )}
      {session?.finishedAt && prompt === null && !lockNote && (
        <WalkFinished session={session} lang={lang} onClose={() => stopWalk(routeId)} />
      )}
    </>
  );
}

/** "Stop 3: 380 m · 5 min" to the next stop, from the last live fix. */
function NextStop({ stops, lang }: { stops: readonly RouteStopView[]; lang: Lang }) {
  const { t } = useTranslation();
  const fix = useAtomValue(liveFixAtom);
  const progress = useAtomValue(walkProgressAtom);
  const next = progress ? nextStopIndex(progress, stops.length) : null;
  const target = useMemo(() => {
    const view = next === null ? undefined : stops[next];
    return view ? parseLatLng(view.location.lat, view.location.lng) : null;
  }, [next, stops]);
  if (progress && next === null) return <>{t('walk.atLast')}</>;
  if (!fix || !target || next === null) return <>{t('walk.seeking')}</>;
  const way = walkTo(fix, target);
  return (
    <>
      {t('walk.toNext', {
        n: next + 1,
        distance: formatWalkDistance(way.meters, lang),
        time: formatWalkTime(way.seconds, lang),
      })}
    </>
  );
}
