import './stopSheet.css';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/paths.ts';
import type { Lang } from '../../domain/rows.ts';
import type { RouteStopView } from '../../domain/stops.ts';
import { drawerOpenAtom } from '../../state/drawer.ts';
import { ScreenLink } from '../shell/ScreenLink.tsx';
import { StopContent } from '../stop/StopContent.tsx';
import { stopTitle } from '../stopText.ts';
import { ShareStopButton } from '../walk/ShareStopButton.tsx';
import { WalkAudioSettings } from '../walk/WalkAudioSettings.tsx';
import { BottomDrawer } from './BottomDrawer.tsx';
import { StopHeaderOrEmpty } from './StopHeader.tsx';

export interface StopSheetProps {
  current: RouteStopView | undefined;
  /** False while the route's stops are still loading. */
  loaded: boolean;
  lang: Lang;
  book: boolean;
  stories: boolean;
  album?: string | undefined;
  emptyText?: string | undefined;
}

/**
 * The interactive drawer with the stop's story: its audio, first picture, like button and
 * article, and the way to the carousel with all its pictures. Lazy: it brings the gesture
 * library.
 */
export default function StopSheet({
  current,
  loaded,
  lang,
  book,
  stories,
  album,
  emptyText,
}: StopSheetProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(drawerOpenAtom);
  return (
    <BottomDrawer
      open={open}
      onOpenChange={setOpen}
      variant={book ? 'book' : 'default'}
      toggleLabel={open ? t('drawer.close') : t('drawer.open')}
      header={
        <StopHeaderOrEmpty current={current} loaded={loaded} lang={lang} emptyText={emptyText} />
      }
    >
      {current && (
        <ScreenLink className="stop-sheet__details" to={PATHS.stops} data-testid="open-details">
          {t('stop.details')}
        </ScreenLink>
      )}
      {current && !stories && <WalkAudioSettings routeId={current.stop.route_id} />}
      {current && <StopContent view={current} lang={lang} album={album} compact />}
      {stories ? (
        <ScreenLink className="stop-sheet__stories" to={PATHS.stories} data-testid="open-stories">
          {t('stories.mapHint')}
        </ScreenLink>
      ) : (
        <p className="stop-sheet__route">
          {album && <span className="stop-sheet__route-name">{album}</span>}
          {current && (
            <ShareStopButton
              routeId={current.stop.route_id}
              stopIndex={current.index}
              title={`${stopTitle(current.location, lang)} — ${album ?? ''}`}
            />
          )}
          <ScreenLink to={book ? PATHS.bookRoutes : PATHS.routes} data-testid="choose-route">
            {t('confirm.back')}
          </ScreenLink>
        </p>
      )}
    </BottomDrawer>
  );
}
