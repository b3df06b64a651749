import 'swiper/css';
import './photoViewer.css';
import { useSetAtom } from 'jotai';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, type SwiperClass, SwiperSlide } from 'swiper/react';
import { type PhotoViewerState, photoViewerAtom } from '../../state/photoViewer.ts';
import { slideSpeed, useReducedMotion } from '../useReducedMotion.ts';
import { useSizedImage } from './useImageWidth.ts';

/**
 * The fullscreen photo viewer: a modal dialog over everything, one photo at a time at the
 * screen's width. Swipe (or the arrow keys, or the buttons) for the next photo; a click or tap
 * anywhere closes it, as does Escape or the close button. Focus goes back to the picture that
 * opened it.
 */
export default function PhotoViewer({ state }: { state: PhotoViewerState }) {
  const { t } = useTranslation();
  const sized = useSizedImage();
  const setViewer = useSetAtom(photoViewerAtom);
  const dialog = useRef<HTMLDialogElement>(null);
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(state.index);
  const total = state.photos.length;
  const close = () => setViewer(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (typeof el.showModal === 'function') {
      if (!el.open) el.showModal();
    } else el.setAttribute('open', '');
    return () => {
      if (typeof el.close === 'function' && el.open) el.close();
    };
  }, []);

  const stop = (e: MouseEvent) => e.stopPropagation();
  return (
    <dialog
      ref={dialog}
      className="photo-viewer"
      data-testid="photo-viewer"
      aria-label={t('media.viewer', { title: state.title })}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      onKeyDown={(e) => {
        // Escape closes only the viewer, never the screen beneath it.
        if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          close();
        }
      }}
      onClick={close}
    >
      <Swiper
        className="photo-viewer__swiper"
        modules={[A11y, Keyboard]}
        initialSlide={state.index}
        spaceBetween={40}
        speed={slideSpeed(reducedMotion, 500)}
        resistanceRatio={0.75}
        threshold={5}
        touchAngle={45}
        longSwipesMs={300}
        keyboard={{ enabled: true }}
        onSwiper={setSwiper}
        onSlideChange={(s) => setIndex(s.activeIndex)}
      >
        {state.photos.map((src, i) => (
          <SwiperSlide key={src}>
            {Math.abs(i - index) <= 1 && (
              <img
                className="photo-viewer__img"
                data-testid="viewer-photo"
                src={sized(src, 'fullscreen')}
                alt={t('media.photo', { n: i + 1, total, title: state.title })}
              />
            )}
          </SwiperSlide>
        ))}
      </Swiper>
      <p className="photo-viewer__count" aria-live="polite">
        {index + 1} / {total}
      </p>
      <button
        type="button"
        className="photo-viewer__close"
        data-testid="viewer-close"
        aria-label={t('media.closeViewer')}
        // biome-ignore lint/a11y/noAutofocus: a modal dialog puts focus on its first control.
        autoFocus
        onClick={(e) => {
          stop(e);
          close();
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
      {total > 1 && (
        <>
          <button
            type="button"
            className="photo-viewer__nav photo-viewer__nav--prev"
            aria-label={t('media.previousPhoto')}
            disabled={index === 0}
            onClick={(e) => {
              stop(e);
              swiper?.slidePrev();
            }}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="photo-viewer__nav photo-viewer__nav--next"
            aria-label={t('media.nextPhoto')}
            disabled={index === total - 1}
            onClick={(e) => {
              stop(e);
              swiper?.slideNext();
            }}
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
      <p className="visually-hidden">{t('media.viewerHint')}</p>
    </dialog>
  );
}
