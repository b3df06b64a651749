import './gallery.css';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NARROW_MAX_WIDTH } from '../../domain/mapFraming.ts';
import { LATER_IMAGES_DELAY_MS } from '../../domain/slideWindow.ts';
import type { StopMedia } from '../../domain/stopMedia.ts';
import { photoViewerAtom } from '../../state/photoViewer.ts';
import { StopVideo } from './StopVideo.tsx';
import { useDebouncedScreen, useSizedImage } from './useImageWidth.ts';

/** Specification: the gallery shows at most 5 thumbnails on mobile. */
export const MOBILE_THUMBNAILS = 5;

interface GalleryProps {
  media: StopMedia;
  title: string;
  /** The first picture (or the video's metadata) is ready, or failed: stop waiting for it. */
  onReady?: () => void;
  /** Show only the main picture (the drawer); the carousel shows the thumbnails too. */
  mainOnly?: boolean;
}

/**
 * A stop's video or photos. The first picture loads at once; the thumbnails (pictures 2, 3 …)
 * 500 ms later, so the first one gets the line to itself. Pressing a picture opens the
 * fullscreen viewer at it.
 */
export function Gallery({ media, title, onReady, mainOnly = false }: GalleryProps) {
  const { t } = useTranslation();
  const sized = useSizedImage();
  const { width } = useDebouncedScreen();
  const openViewer = useSetAtom(photoViewerAtom);
  const [later, setLater] = useState(false);
  const ready = useRef(onReady);
  ready.current = onReady;

  const mainPhoto = media.video ? null : (media.photos[0] ?? null);
  const thumbs = media.video ? media.photos : media.photos.slice(1);
  const offset = media.video ? 0 : 1;
  const max = width < NARROW_MAX_WIDTH ? MOBILE_THUMBNAILS : thumbs.length;
  const shown = thumbs.slice(0, max);
  const hidden = thumbs.length - shown.length;
  const total = media.photos.length;

  useEffect(() => {
    const timer = setTimeout(() => setLater(true), LATER_IMAGES_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const hasMain = !!media.video || !!mainPhoto;
  useEffect(() => {
    if (!hasMain) ready.current?.();
  }, [hasMain]);

  const open = (index: number) => openViewer({ photos: media.photos, index, title });

  return (
    <div className="gallery" data-testid="gallery">
      {media.video && (
        <StopVideo
          key={media.video}
          src={media.video}
          poster={media.poster ? sized(media.poster, 'main') : null}
          title={title}
          onReady={() => ready.current?.()}
        />
      )}
      {mainPhoto && (
        <button
          type="button"
          className="media-frame gallery__main"
          aria-label={t('media.openPhoto', { n: 1, total })}
          onClick={() => open(0)}
        >
          <img
            className="media-frame__img"
            data-testid="gallery-main"
            src={sized(mainPhoto, 'main')}
            alt={t('media.photo', { n: 1, total, title })}
            onLoad={() => ready.current?.()}
            onError={() => ready.current?.()}
          />
        </button>
      )}
      {!mainOnly && media.videoLink && (
        <a
          className="gallery__link"
          href={media.videoLink}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('media.videoLink')}
        </a>
      )}
      {!mainOnly && shown.length > 0 && (
        <ul className="gallery__thumbs" data-testid="gallery-thumbs">
          {shown.map((src, i) => {
            const n = i + offset + 1;
            const more = i === shown.length - 1 && hidden > 0;
            return (
              <li key={src} className="gallery__thumb">
                <button
                  type="button"
                  className="gallery__thumb-button"
                  data-testid="gallery-thumb"
                  aria-label={
                    more
                      ? `${t('media.openPhoto', { n, total })}, ${t('media.morePhotos', { count: hidden })}`
                      : t('media.openPhoto', { n, total })
                  }
                  onClick={() => open(i + offset)}
                >
                  {later && <img src={sized(src, 'thumb')} alt="" />}
                  {more && (
                    <span className="gallery__more" aria-hidden="true">
                      +{hidden}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
