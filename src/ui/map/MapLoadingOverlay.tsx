import './mapLoadingOverlay.css';
import { useAtomValue } from 'jotai';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mapLoadedAtom } from '../../state/map.ts';
import { LogoMark } from '../shell/LogoMark.tsx';
import { shellCreepElapsed } from './shellCreep.ts';
import { useMapCovered } from './useMapCovered.ts';
import { useOverlayShown } from './useOverlayShown.ts';

/**
 * Full-screen "Kaart laden..." with a creeping bar, until the map has loaded. index.html
 * carries the same markup (and its styles inline) so it shows before any script runs; this
 * component replaces it in React's first commit, looking the same (tests/unit/app/htmlShell)
 * and its bar going on from where the HTML's was. The creep is a CSS animation (no render per
 * step), and it holds still while a screen covers it: the landing page of a first visit sits
 * over it, and an animation under it would still draw a frame on every display refresh. The
 * bar promises no measured progress, so the progress bar is indeterminate (no value) until
 * the map has loaded.
 */
export const MapLoadingOverlay = memo(function MapLoadingOverlay() {
  const { t } = useTranslation();
  const loaded = useAtomValue(mapLoadedAtom);
  const covered = useMapCovered();
  const shown = useOverlayShown(loaded, covered);
  const [crept] = useState(shellCreepElapsed);
  if (!shown) return null;
  const state = loaded ? ' map-loading--done' : covered ? ' map-loading--covered' : '';
  return (
    <div
      className={`map-loading${state}`}
      data-testid="map-loading"
      role="status"
      aria-live="polite"
    >
      <div className="map-loading__card">
        <LogoMark className="map-loading__logo" size={64} />
        <p className="map-loading__text">{t('map.loading')}</p>
        <div
          className="map-loading__track"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={loaded ? 100 : undefined}
          aria-label={t('map.loading')}
        >
          <div className="map-loading__bar" style={{ animationDelay: `${-crept}ms` }} />
        </div>
      </div>
    </div>
  );
});
