import './downloadsScreen.css';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AllRoutesPlan,
  downloadAllRoutes,
  planAllRoutes,
} from '../../actions/packs/downloadAllRoutes.ts';
import { useMyRoutes, usePacks } from '../../db/hooks/usePacks.ts';
import { formatBytes } from '../../domain/byteSize.ts';
import { hasRoomFor } from '../../domain/downloadPolicy.ts';
import { isStoragePersistent, type StorageSpace, storageSpace } from '../../lib/storageSpace.ts';
import { isOnline } from '../../lib/windowEvents.ts';
import { languageAtom } from '../../state/language.ts';
import { ScreenDialog } from '../shell/ScreenDialog.tsx';
import { InstallHint } from './InstallHint.tsx';
import PackControl from './PackControl.tsx';
import { routeLabel } from './routeLabel.ts';

const BUILD_ID = import.meta.env.VITE_BUILD_ID || 'dev';

/** The storage line; read again whenever a pack's state changes (space goes and comes). */
function useStorage(changes: unknown): { space: StorageSpace | null; kept: boolean } {
  const [space, setSpace] = useState<StorageSpace | null>(null);
  const [kept, setKept] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `changes` is the trigger
  useEffect(() => {
    let live = true;
    void Promise.all([storageSpace(), isStoragePersistent()]).then(([s, k]) => {
      if (!live) return;
      setSpace(s);
      setKept(k);
    });
    return () => {
      live = false;
    };
  }, [changes]);
  return { space, kept };
}

type AllStep =
  | { step: 'idle' }
  | { step: 'sizing' }
  | { step: 'confirm'; plan: AllRoutesPlan }
  | { step: 'unavailable'; offline: boolean };

/**
 * "Downloads" (from the menu, at /downloads): every route this walker can take offline with
 * its size and download control, the space left on the device, "download all my routes"
 * (the total first, then the downloads), and why installing the app keeps downloads safer.
 */
export default function DownloadsScreen() {
  const { t } = useTranslation();
  const lang = useAtomValue(languageAtom);
  const routes = useMyRoutes();
  const packs = usePacks();
  const states = packs?.map((p) => `${p.route_id}:${p.state}`).join(',');
  const { space, kept } = useStorage(states);
  const [all, setAll] = useState<AllStep>({ step: 'idle' });
  const size = (n: number) => formatBytes(n, lang);

  const startAll = async () => {
    setAll({ step: 'sizing' });
    const plan = await planAllRoutes().catch(() => null);
    setAll(plan ? { step: 'confirm', plan } : { step: 'unavailable', offline: !isOnline() });
  };
  const confirmAll = async () => {
    setAll({ step: 'idle' });
    await downloadAllRoutes({ consent: true }).catch((e: unknown) => console.error(e));
  };

  return (
    <ScreenDialog title={t('downloads.title')}>
      <div className="downloads" data-testid="downloads">
        <p className="downloads__intro">{t('downloads.intro')}</p>
        <p className="downloads__space" data-testid="downloads-space">
          {space?.free != null
            ? t('downloads.space', { free: size(space.free) })
            : t('downloads.spaceUnknown')}
          <span className="downloads__kept">
            {kept ? t('downloads.kept') : t('downloads.mayClear')}
          </span>
        </p>

        <AllRoutes
          step={all}
          free={space?.free ?? null}
          size={size}
          onStart={startAll}
          onConfirm={confirmAll}
          onCancel={() => setAll({ step: 'idle' })}
        />

        {routes && routes.length === 0 ? <p>{t('downloads.empty')}</p> : null}
        <ul className="downloads__list">
          {routes?.map((route) => {
            const name = routeLabel(route, lang);
            return (
              <li key={route.id} className="downloads__route">
                <h3 className="downloads__name">{name}</h3>
                <p className="downloads__meta">
                  {t('downloads.stops', { count: route.stop_count })}
                </p>
                <PackControl routeId={route.id} routeName={name} showFree={false} />
              </li>
            );
          })}
        </ul>

        <InstallHint />
        <p className="downloads__version">{t('downloads.version', { id: BUILD_ID })}</p>
      </div>
    </ScreenDialog>
  );
}

function AllRoutes({
  step,
  free,
  size,
  onStart,
  onConfirm,
  onCancel,
}: {
  step: AllStep;
  free: number | null;
  size: (n: number) => string;
  onStart: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  if (step.step === 'confirm') {
    const { plan } = step;
    if (plan.routes.length === 0) {
      return <p className="downloads__all-note">{t('downloads.allReady')}</p>;
    }
    const room = hasRoomFor(plan.total, free);
    return (
      <div className="downloads__all" data-testid="downloads-all-confirm">
        <p className="downloads__all-note">
          {room
            ? t('downloads.allConfirm', { count: plan.routes.length, size: size(plan.total) })
            : t('downloads.allNoSpace', { size: size(plan.total), free: size(free ?? 0) })}
        </p>
        <div className="downloads__all-actions">
          {room ? (
            <button type="button" className="downloads__button" onClick={onConfirm}>
              {t('downloads.allStart')}
            </button>
          ) : null}
          <button type="button" className="downloads__button--quiet" onClick={onCancel}>
            {t('downloads.cancel')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="downloads__all">
      <button
        type="button"
        className="downloads__button"
        disabled={step.step === 'sizing'}
        onClick={onStart}
        data-testid="downloads-all"
      >
        {step.step === 'sizing' ? t('downloads.allSizing') : t('downloads.all')}
      </button>
      {step.step === 'unavailable' ? (
        <p className="downloads__all-note">
          {step.offline ? t('packs.offline') : t('packs.mapUnreachable')}
        </p>
      ) : null}
    </div>
  );
}
