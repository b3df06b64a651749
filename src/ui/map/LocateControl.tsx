import '../../i18n/walkTexts.ts';
import './locateControl.css';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useControl } from 'react-map-gl/maplibre';
import { walkingDirectionsUrl } from '../../domain/directions.ts';
import type { LatLng } from '../../domain/geo.ts';
import { liveModeAtom } from '../../state/live.ts';

/**
 * The locate control, in the map's control stack under the zoom buttons. Pressing it toggles
 * live mode; while live (expanded) and the route has stops, it also offers walking directions
 * in a new tab: to the first stop, or during a walk to the next one.
 */
export function LocateControl({ target, walking }: { target: LatLng | null; walking: boolean }) {
  const { t } = useTranslation();
  const [live, setLive] = useAtom(liveModeAtom);
  const [container] = useState(() => {
    const div = document.createElement('div');
    div.className = 'maplibregl-ctrl maplibregl-ctrl-group locate-ctrl';
    return div;
  });
  useControl(() => ({ onAdd: () => container, onRemove: () => container.remove() }), {
    position: 'top-right',
  });

  return createPortal(
    <>
      <button
        type="button"
        className={`locate-ctrl__button${live ? ' locate-ctrl__button--on' : ''}`}
        data-testid="locate"
        aria-pressed={live}
        aria-label={live ? t('locate.stop') : t('locate.start')}
        title={live ? t('locate.stop') : t('locate.start')}
        onClick={() => setLive(!live)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="12" cy="12" r="3.2" fill="currentColor" />
          <circle cx="12" cy="12" r="7" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path
            d="M12 1.5v3.5M12 19v3.5M1.5 12H5M19 12h3.5"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
      </button>
      {live && target && (
        <a
          className="locate-ctrl__button locate-ctrl__navigate"
          data-testid="navigate"
          href={walkingDirectionsUrl(target)}
          target="_blank"
          rel="noopener noreferrer"
          title={walking ? t('walk.navigateNext') : t('locate.navigate')}
        >
          <span className="visually-hidden">
            {walking ? t('walk.navigateNext') : t('locate.navigate')}
          </span>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M21 3 3 10.5l7.4 2.1L12.5 20z" fill="currentColor" />
          </svg>
        </a>
      )}
    </>,
    container,
  );
}
