import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/paths.ts';
import type { LatLng } from '../../domain/geo.ts';
import type { ListedRoute } from '../../domain/routeCatalogue.ts';
import type { Lang } from '../../domain/rows.ts';
import { formatWalkDistance } from '../../domain/walkDistance.ts';
import { ScreenLink } from '../shell/ScreenLink.tsx';
import { RouteThumbnail } from './RouteThumbnail.tsx';
import { routeName } from './routeText.ts';

interface RouteCardProps {
  listed: ListedRoute;
  points: readonly LatLng[];
  lang: Lang;
  current: boolean;
  /** Picked: shown pressed while the confirmation is on its way. */
  picked: boolean;
  onPick: () => void;
}

/** The ways to unlock a locked route: buy a day pass or subscribe, or sign in. */
export function UnlockLinks({ unlock }: { unlock: ListedRoute['unlock'] }) {
  const { t } = useTranslation();
  return (
    <span className="route-card__unlock">
      {unlock === 'daypass' ? (
        <ScreenLink to={PATHS.register} data-testid="unlock-daypass">
          {t('routes.buyDaypass')}
        </ScreenLink>
      ) : (
        <ScreenLink to={PATHS.landing} data-testid="unlock-subscribe">
          {t('routes.subscribe')}
        </ScreenLink>
      )}
      <ScreenLink to={PATHS.signIn} data-testid="unlock-sign-in">
        {t('routes.signIn')}
      </ScreenLink>
    </span>
  );
}

/** One route in a list: colour, name, distance, stops and a small map; locked ones say how to unlock. */
export function RouteCard({ listed, points, lang, current, picked, onPick }: RouteCardProps) {
  const { t } = useTranslation();
  const { route, locked, unlock } = listed;
  const name = routeName(route, lang);
  const facts = (
    <>
      <RouteThumbnail line={route.path} stops={points} color={route.color} width={72} height={56} />
      <span className="route-card__text">
        <span className="route-card__name">{name}</span>
        <span className="route-card__facts">
          {formatWalkDistance(route.distance_m, lang)} ·{' '}
          {t('routes.stops', { count: route.stop_count })}
          {(route.is_builtin || route.is_trial) && !locked && (
            <span className="route-card__tag">
              {route.is_trial ? t('routes.trial') : t('routes.free')}
            </span>
          )}
          {current && (
            <span className="route-card__tag route-card__tag--current">{t('routes.current')}</span>
          )}
        </span>
      </span>
    </>
  );
  const style = { borderLeftColor: route.color || 'var(--accent)' };
  if (locked) {
    return (
      <li
        className="route-card route-card--locked"
        style={style}
        data-testid="route-card"
        data-locked="true"
      >
        <div className="route-card__body">
          {facts}
          <span className="route-card__lock" aria-label={t('routes.locked')} role="img">
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <rect x="5" y="10" width="14" height="10" rx="2" fill="currentColor" />
              <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </span>
        </div>
        <p className="route-card__locked-text">
          {unlock === 'daypass' ? t('routes.unlockDaypass') : t('routes.unlockSubscription')}
        </p>
        <UnlockLinks unlock={unlock} />
      </li>
    );
  }
  return (
    <li className="route-card" style={style} data-testid="route-card" data-locked="false">
      <button
        type="button"
        className={`route-card__body route-card__pick${picked ? ' route-card__pick--picked' : ''}`}
        aria-pressed={picked}
        onClick={onPick}
      >
        {facts}
      </button>
    </li>
  );
}

/** A slot the list keeps free (the specification pads lists to ten). */
export function EmptySlot() {
  const { t } = useTranslation();
  return (
    <li className="route-card route-card--empty" data-testid="route-slot" aria-hidden="true">
      <span>{t('routes.emptySlot')}</span>
    </li>
  );
}
