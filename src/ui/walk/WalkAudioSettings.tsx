import '../../i18n/walkTexts.ts';
import './walk.css';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { changeWalkSettings } from '../../actions/walk.ts';
import { useWalkSettings } from '../../db/hooks/useStoredWalk.ts';
import { walkingRouteAtom } from '../../state/walk.ts';

/** The walk's playback speeds (the issue: 0.75×–1.5×). */
export const WALK_RATES = [0.75, 1, 1.25, 1.5] as const;

/**
 * During a walk, over the stop's audio: the playback speed, and whether arriving at a stop
 * plays its audio by itself or asks first.
 */
export function WalkAudioSettings({ routeId }: { routeId: string }) {
  const { t, i18n } = useTranslation();
  const walking = useAtomValue(walkingRouteAtom);
  const settings = useWalkSettings();
  if (walking !== routeId) return null;
  const format = new Intl.NumberFormat(i18n.language === 'eng' ? 'en-GB' : 'nl-NL');
  return (
    <div className="walk-settings" data-testid="walk-settings">
      <fieldset className="walk-settings__rates">
        <legend>{t('walk.speed')}</legend>
        {WALK_RATES.map((rate) => (
          <button
            key={rate}
            type="button"
            aria-pressed={settings.rate === rate}
            data-testid={`rate-${rate}`}
            onClick={() => void changeWalkSettings({ rate })}
          >
            {format.format(rate)}×
          </button>
        ))}
      </fieldset>
      <label className="walk-settings__auto">
        <input
          type="checkbox"
          checked={settings.autoPlay}
          data-testid="walk-autoplay"
          onChange={(e) => void changeWalkSettings({ autoPlay: e.currentTarget.checked })}
        />
        {t('walk.autoPlay')}
      </label>
    </div>
  );
}
