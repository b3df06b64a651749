import './mapLoadingOverlay.css';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { mapLoadedAtom } from '../../state/map.ts';
import { LogoMark } from '../shell/LogoMark.tsx';
import { useLoadingProgress } from './useLoadingProgress.ts';

/**
 * Full-screen "Kaart laden..." with a creeping bar, until the map has loaded. index.html
 * carries the same markup (and its styles inline) so it shows before any script runs; this
 * component replaces it in React's first commit, looking the same (tests/unit/app/htmlShell).
 */
export function MapLoadingOverlay() {
  const { t } = useTranslation();
  const loaded = useAtomValue(mapLoadedAtom);
  const { progress, visible } = useLoadingProgress(loaded);
  if (!visible) return null;
  return (
    <div
      className={`map-loading${loaded ? ' map-loading--done' : ''}`}
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
          aria-valuenow={Math.round(progress)}
          aria-label={t('map.loading')}
        >
          <div className="map-loading__bar" style={{ transform: `scaleX(${progress / 100})` }} />
        </div>
      </div>
    </div>
  );
}
