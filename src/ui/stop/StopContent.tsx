import './stopContent.css';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/paths.ts';
import type { Lang } from '../../domain/rows.ts';
import { stopMedia } from '../../domain/stopMedia.ts';
import type { RouteStopView } from '../../domain/stops.ts';
import { AudioPlayer } from '../audio/AudioPlayer.tsx';
import { stopTrack } from '../audio/stopTrack.ts';
import { StopArticle } from '../drawer/StopArticle.tsx';
import { LikeButton } from '../likes/LikeButton.tsx';
import { Gallery } from '../media/Gallery.tsx';
import { StopCredits } from '../media/StopCredits.tsx';
import { ScreenLink } from '../shell/ScreenLink.tsx';
import { stopArticleHtml, stopTitle } from '../stopText.ts';
import { useStopArticle } from './useStopArticle.ts';

interface StopContentProps {
  view: RouteStopView;
  lang: Lang;
  /** The route's name, for the audio's lock-screen album. */
  album?: string;
  /** The drawer shows the first picture only; the carousel the whole gallery. */
  compact?: boolean;
  /** The stop's first picture (or video metadata) is ready. */
  onMediaReady?: () => void;
  /** Grey bars instead of the text for now (the carousel's loading skeleton). */
  textSkeleton?: boolean;
}

/**
 * A stop's story: its audio, its pictures or video, the like button, the article and who made
 * them. The map's drawer and the carousel's slides show the same, so both play the same audio.
 */
export function StopContent({
  view,
  lang,
  album,
  compact = false,
  onMediaReady,
  textSkeleton = false,
}: StopContentProps) {
  const { t } = useTranslation();
  const { stop } = view;
  const { shown: location, status } = useStopArticle(view.location, stop.route_id);
  const title = stopTitle(location, lang);
  const track = useMemo(() => stopTrack(location, lang, album), [location, lang, album]);
  const media = useMemo(() => stopMedia(stop, location), [stop, location]);
  // The audio reads the article: where there is one, it is the audio's transcript.
  const articleId = useId();
  const hasArticle = status === 'ready' && Boolean(stopArticleHtml(location, lang)?.trim());

  if (location.locked) {
    return (
      <div className="stop-content stop-content--locked" data-testid="stop-locked">
        <p>{t('stop.locked')}</p>
        <ScreenLink className="stop-content__unlock" to={PATHS.landing}>
          {t('routes.buyDaypass')}
        </ScreenLink>
      </div>
    );
  }
  return (
    <div className="stop-content">
      {track && (
        <AudioPlayer
          track={track}
          transcriptId={hasArticle && !textSkeleton ? articleId : undefined}
        />
      )}
      <Gallery media={media} title={title} onReady={onMediaReady} mainOnly={compact} />
      <div className="stop-content__actions">
        <LikeButton locationId={location.id} />
      </div>
      {textSkeleton ? (
        <div className="text-skeleton" data-testid="slide-skeleton" aria-hidden="true">
          <span />
          <span />
          <span />
          <span />
        </div>
      ) : (
        <StopArticle
          location={location}
          lang={lang}
          status={status}
          id={hasArticle ? articleId : undefined}
        />
      )}
      <StopCredits location={location} />
    </div>
  );
}
