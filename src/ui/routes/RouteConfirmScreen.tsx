import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { loadRouteArticles } from '../../actions/loadArticles.ts';
import { downloadRoute } from '../../actions/packs/downloadRoute.ts';
import { useAccess } from '../../db/hooks/useAccess.ts';
import { useRouteCatalogue } from '../../db/hooks/useRouteCatalogue.ts';
import { listRoutes } from '../../domain/routeCatalogue.ts';
import { formatWalkDistance } from '../../domain/walkDistance.ts';
import { confirmRouteAtom } from '../../state/browsing.ts';
import { languageAtom } from '../../state/language.ts';
import { ScreenDialog } from '../shell/ScreenDialog.tsx';
import { useCloseAllScreens, useCloseScreen } from '../shell/useScreenNavigation.ts';
import { UnlockLinks } from './RouteCard.tsx';
import { RouteDownloadSlot } from './RouteDownloadSlot.tsx';
import { RouteThumbnail } from './RouteThumbnail.tsx';
import { routeDescription, routeName } from './routeText.ts';
import './routes.css';

/**
 * The route confirmation (screen 10's second step): what the route is, room for the offline
 * download, and "Start deze route", which makes it the current route at its first stop, asks
 * for its offline pack, and returns to the map, closing the list (and the menu) it was picked
 * from. The walk itself (audio unlocked, screen kept on, live position) starts with one tap on
 * the map's "Start wandeling": that tap is the gesture browsers want before playing audio.
 */
export default function RouteConfirmScreen() {
  const { t } = useTranslation();
  const { routeId = '' } = useParams<{ routeId: string }>();
  const catalogue = useRouteCatalogue();
  const access = useAccess();
  const lang = useAtomValue(languageAtom);
  const confirm = useSetAtom(confirmRouteAtom);
  const closeAll = useCloseAllScreens();
  const back = useCloseScreen();

  const listed = useMemo(() => {
    if (!catalogue) return undefined;
    const route = catalogue.routes.find((r) => r.id === routeId);
    if (!route) return null;
    const kind = route.is_book ? 'book' : 'walking';
    return listRoutes([route], kind, access, Date.now(), catalogue.lockedIds)[0] ?? null;
  }, [catalogue, routeId, access]);

  // The walker opened this route: its texts come now, before its first stop shows.
  const readable = listed ? !listed.locked : false;
  useEffect(() => {
    if (readable) void loadRouteArticles(routeId).catch(() => {});
  }, [readable, routeId]);

  if (listed === undefined) return <ScreenDialog title={t('confirm.title')}>{null}</ScreenDialog>;
  if (listed === null) {
    return (
      <ScreenDialog title={t('confirm.title')}>
        <p className="route-confirm__missing">{t('confirm.notFound')}</p>
      </ScreenDialog>
    );
  }

  const { route, locked, unlock } = listed;
  const start = () => {
    confirm({ routeId: route.id, book: route.is_book });
    // "When access is granted, the route comes along": on Wi-Fi it downloads now; on a metered
    // connection (or once deleted) it does not, and the map's pill offers it with its size.
    downloadRoute(route.id, { auto: true }).catch((error: unknown) =>
      console.warn('Route pack:', error),
    );
    closeAll();
  };
  return (
    <ScreenDialog title={routeName(route, lang)}>
      <div className="route-confirm" data-testid="route-confirm" data-route={route.id}>
        <RouteThumbnail
          line={route.path}
          stops={catalogue?.points.get(route.id) ?? []}
          color={route.color}
          width={320}
          height={180}
        />
        <p className="route-confirm__facts">
          {formatWalkDistance(route.distance_m, lang)} ·{' '}
          {t('routes.stops', { count: route.stop_count })}
        </p>
        {routeDescription(route, lang) && (
          <p className="route-confirm__description">{routeDescription(route, lang)}</p>
        )}
        <RouteDownloadSlot routeId={route.id} routeName={routeName(route, lang)} locked={locked} />
        {locked ? (
          <div className="route-confirm__locked" data-testid="route-locked">
            <p>
              {unlock === 'daypass' ? t('confirm.lockedText') : t('confirm.lockedSubscription')}
            </p>
            <UnlockLinks unlock={unlock} />
          </div>
        ) : (
          <button
            type="button"
            className="route-confirm__start"
            data-testid="confirm-route"
            onClick={start}
          >
            {t('confirm.start')}
          </button>
        )}
        <button type="button" className="route-confirm__back" onClick={back}>
          {t('confirm.back')}
        </button>
      </div>
    </ScreenDialog>
  );
}
