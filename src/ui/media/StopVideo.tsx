import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VIDEO_METADATA_TIMEOUT_MS } from '../../domain/slideWindow.ts';

interface StopVideoProps {
  src: string;
  /** Already sized. */
  poster: string | null;
  title: string;
  /** Metadata loaded, failed, or 3 s passed: the slide may stop showing "Content laden...". */
  onReady: () => void;
}

/**
 * A stop's video: only its metadata is fetched until the walker presses play. The wait for
 * that metadata ends after 3 s (the slide must not stay "loading" on a slow line); a video
 * that cannot load says "Video failed to load." in its place.
 */
export function StopVideo({ src, poster, title, onReady }: StopVideoProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const ready = useRef(onReady);
  ready.current = onReady;

  // Keyed by its source (Gallery), so a new video starts a new wait.
  useEffect(() => {
    const timer = setTimeout(() => ready.current(), VIDEO_METADATA_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);

  if (failed) {
    return (
      <div className="media-frame media-frame--failed" data-testid="video-failed" role="alert">
        <p>{t('media.videoFailed')}</p>
      </div>
    );
  }
  return (
    <div className="media-frame">
      {/* biome-ignore lint/a11y/useMediaCaption: the stops' videos are short silent clips; the article tells their story. */}
      <video
        className="media-frame__video"
        data-testid="stop-video"
        src={src}
        poster={poster ?? undefined}
        controls
        playsInline
        preload="metadata"
        aria-label={title}
        onLoadedMetadata={() => ready.current()}
        onError={() => {
          setFailed(true);
          ready.current();
        }}
      />
    </div>
  );
}
