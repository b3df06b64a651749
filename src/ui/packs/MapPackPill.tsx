import './mapPackPill.css';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/paths.ts';
import { usePack } from '../../db/hooks/usePacks.ts';
import { useRoute } from '../../db/hooks/useRoute.ts';
import { formatBytes } from '../../domain/byteSize.ts';
import { languageAtom } from '../../state/language.ts';
import { mapOfflineStyleAtom } from '../../state/map.ts';
import { useOpenScreen } from '../shell/useScreenNavigation.ts';
import { packView } from './packView.ts';
import { routeLabel } from './routeLabel.ts';

/** The full control (and the download actions behind it) loads when the walker opens it. */
const PackControl = lazy(() => import('./PackControl.tsx'));

/**
 * The map's offline badge and the current route's download control in one small pill, low
 * on the left above the drawer (clear of the zoom and locate controls and of the top bar).
 * It tells the truth: "Route offline klaar" only when the pack is complete, "Geen kaart
 * offline" only when the map really has no streets (it fell back to the bundled style);
 * otherwise the download's state. Tapping it opens the control for this route.
 */
export function MapPackPill({ routeId }: { routeId: string }) {
  const { t } = useTranslation();
  const lang = useAtomValue(languageAtom);
  const fallback = useAtomValue(mapOfflineStyleAtom);
  const route = useRoute(routeId);
  const row = usePack(routeId);
  const view = packView(row);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const openScreen = useOpenScreen();
  const name = route ? routeLabel(route, lang) : '';

  const label = (() => {
    if (fallback) return t('map.noMapOffline');
    switch (view.kind) {
      case 'ready':
        return t('map.routeOfflineReady');
      case 'queued':
      case 'downloading':
        return t('packs.downloading', { percent: view.percent });
      case 'paused':
        return t('packs.pillPaused');
      case 'failed':
        return t('packs.pillFailed');
      default:
        return view.bytes
          ? t('packs.downloadSize', { size: formatBytes(view.bytes, lang) })
          : t('packs.download');
    }
  })();
  const tone = fallback
    ? 'warn'
    : view.kind === 'ready'
      ? 'ready'
      : view.kind === 'failed'
        ? 'error'
        : 'plain';

  return (
    <div className="map-pack">
      {open ? (
        <div className="map-pack__panel" id={panelId} data-testid="map-pack-panel">
          <div className="map-pack__panel-head">
            <strong className="map-pack__route">{name}</strong>
            <button
              type="button"
              className="map-pack__close"
              aria-label={t('packs.close')}
              onClick={() => setOpen(false)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <Suspense fallback={null}>
            <PackControl routeId={routeId} routeName={name} />
          </Suspense>
          <button
            type="button"
            className="map-pack__all"
            onClick={() => {
              setOpen(false);
              openScreen(PATHS.downloads);
            }}
          >
            {t('packs.allDownloads')}
          </button>
        </div>
      ) : null}
      <button
        type="button"
        className={`map-pack__pill map-pack__pill--${tone}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        data-testid={
          fallback ? 'map-offline' : view.kind === 'ready' ? 'map-pack-ready' : 'map-pack'
        }
        data-state={view.kind}
      >
        {tone === 'ready' ? <span aria-hidden="true">✓ </span> : null}
        {label}
        {view.kind === 'downloading' || view.kind === 'queued' ? (
          <span className="map-pack__meter" aria-hidden="true">
            <span style={{ transform: `scaleX(${view.percent / 100})` }} />
          </span>
        ) : null}
      </button>
    </div>
  );
}
