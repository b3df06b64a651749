import './routes.css';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS, pathTo } from '../../app/paths.ts';
import { useAccess } from '../../db/hooks/useAccess.ts';
import { useRouteCatalogue } from '../../db/hooks/useRouteCatalogue.ts';
import {
  CONFIRM_DELAY_MS,
  listRoutes,
  padSlots,
  type RouteListKind,
} from '../../domain/routeCatalogue.ts';
import { languageAtom } from '../../state/language.ts';
import { shownRouteIdAtom } from '../../state/route.ts';
import { useOpenScreen } from '../shell/useScreenNavigation.ts';
import { EmptySlot, RouteCard } from './RouteCard.tsx';

const NO_POINTS: never[] = [];

/**
 * The walking routes or the book routes: every published route with stops, newest first,
 * locked ones marked with the way to unlock them. Picking one opens its confirmation after
 * 300 ms (the card shows it was picked meanwhile). The walking routes are padded to ten slots.
 */
export function RouteList({ kind }: { kind: RouteListKind }) {
  const { t } = useTranslation();
  const catalogue = useRouteCatalogue();
  const access = useAccess();
  const lang = useAtomValue(languageAtom);
  const shownId = useAtomValue(shownRouteIdAtom);
  const openScreen = useOpenScreen();
  const [picked, setPicked] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const listed = useMemo(
    () =>
      catalogue ? listRoutes(catalogue.routes, kind, access, Date.now(), catalogue.lockedIds) : [],
    [catalogue, kind, access],
  );
  if (!catalogue) return null;

  const pick = (routeId: string) => {
    if (picked) return;
    setPicked(routeId);
    timer.current = setTimeout(() => {
      openScreen(pathTo(PATHS.routeConfirm, { routeId }));
      setPicked(null);
    }, CONFIRM_DELAY_MS);
  };

  const slots = kind === 'walking' ? padSlots(listed) : listed;
  if (slots.length === 0) return <p className="route-list__empty">{t('book.empty')}</p>;
  return (
    <ul className="route-list" data-testid="route-list" data-kind={kind}>
      {slots.map((item, i) =>
        item ? (
          <RouteCard
            key={item.route.id}
            listed={item}
            points={catalogue.points.get(item.route.id) ?? NO_POINTS}
            lang={lang}
            current={item.route.id === shownId}
            picked={picked === item.route.id}
            onPick={() => pick(item.route.id)}
          />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: empty slots have nothing else to tell them apart.
          <EmptySlot key={`slot-${i}`} />
        ),
      )}
    </ul>
  );
}
