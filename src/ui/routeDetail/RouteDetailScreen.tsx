import './routeDetail.css';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { MODES } from '../../domain/browsingMode.ts';
import { languageAtom } from '../../state/language.ts';
import { activeIndexAtom, clampIndex } from '../../state/route.ts';
import { useShownStops } from '../map/useShownStops.ts';
import { routeName } from '../routes/routeText.ts';
import { ScreenDialog } from '../shell/ScreenDialog.tsx';
import { useCloseScreen } from '../shell/useScreenNavigation.ts';
import { useVisitedStops } from '../walk/useVisitedStops.ts';
import { StopCarousel } from './StopCarousel.tsx';

/**
 * Route detail (screen 11): the carousel of the shown stops (a route's, or in stories mode the
 * stories'). It opens at the stop the map shows and the map follows it: both read and write
 * the one active index, so the drawer and the carousel stay on the same stop.
 */
export default function RouteDetailScreen() {
  const { t } = useTranslation();
  const shown = useShownStops();
  const lang = useAtomValue(languageAtom);
  const [rawIndex, setIndex] = useAtom(activeIndexAtom);
  const close = useCloseScreen();
  const stops = shown.stops;
  const total = stops?.length ?? 0;
  const stories = shown.mode === MODES.stories;
  const album = shown.route ? routeName(shown.route, lang) : undefined;
  const title = stories ? t('detail.storiesTitle') : (album ?? t('routes.title'));
  const visited = useVisitedStops(stories ? null : shown.route?.id);
  return (
    <ScreenDialog title={title}>
      {stops && total > 0 ? (
        <StopCarousel
          stops={stops}
          index={clampIndex(rawIndex, total)}
          onIndex={setIndex}
          withCta={!stories}
          lang={lang}
          album={album}
          onClose={close}
          visited={visited}
        />
      ) : (
        <div className="route-detail" data-testid="route-detail" />
      )}
    </ScreenDialog>
  );
}
