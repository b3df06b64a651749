import 'swiper/css';
import 'swiper/css/pagination';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, type SwiperClass, SwiperSlide } from 'swiper/react';
import type { Lang } from '../../domain/rows.ts';
import { isSlideRendered } from '../../domain/slideWindow.ts';
import type { RouteStopView } from '../../domain/stops.ts';
import { slideSpeed, useReducedMotion } from '../useReducedMotion.ts';
import { CarouselFooter } from './CarouselFooter.tsx';
import { CtaSlide } from './CtaSlide.tsx';
import { StopSlide } from './StopSlide.tsx';

/** Specification, "Carousel and media". */
export const SWIPER_OPTIONS = {
  spaceBetween: 40,
  speed: 500,
  resistanceRatio: 0.75,
  threshold: 5,
  touchAngle: 45,
  longSwipesMs: 300,
} as const;

export interface StopCarouselProps {
  stops: RouteStopView[];
  /** The active stop, already clamped. */
  index: number;
  /** A stop became the active slide (not called for the final slide). */
  onIndex: (index: number) => void;
  /** A route ends with the call-to-action slide; stories do not. */
  withCta: boolean;
  lang: Lang;
  album?: string | undefined;
  onClose: () => void;
  /** Stops reached on the walk (0-based): their slides say so. */
  visited?: ReadonlySet<number>;
}

/**
 * The swipeable stops, then the call to action. Only the active slide and its neighbours
 * render their content; the neighbours load their first picture ahead, so a swipe lands on a
 * slide that is ready. Prev/next buttons and clickable pagination do what a swipe does.
 */
export function StopCarousel({
  stops,
  index,
  onIndex,
  withCta,
  lang,
  album,
  onClose,
  visited,
}: StopCarouselProps) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const total = stops.length;
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [active, setActive] = useState(index);
  const [pagination, setPagination] = useState<HTMLDivElement | null>(null);

  // The index moved elsewhere (a marker tapped behind the dialog): follow it. Only a change
  // of the prop counts, so a swipe is never pulled back before the parent has caught up.
  const lastIndex = useRef(index);
  useEffect(() => {
    if (lastIndex.current === index) return;
    lastIndex.current = index;
    if (swiper && !swiper.destroyed && swiper.activeIndex !== index) swiper.slideTo(index);
  }, [swiper, index]);

  return (
    <div className="route-detail" data-testid="route-detail">
      <Swiper
        className="route-detail__swiper"
        modules={[A11y, Keyboard, Pagination]}
        {...SWIPER_OPTIONS}
        speed={slideSpeed(reducedMotion, SWIPER_OPTIONS.speed)}
        initialSlide={index}
        keyboard={{ enabled: true, onlyInViewport: true }}
        pagination={pagination ? { el: pagination, clickable: true } : false}
        a11y={{
          paginationBulletMessage: t('detail.pagination', { n: '{{index}}' }),
          prevSlideMessage: t('footer.previous'),
          nextSlideMessage: t('footer.next'),
        }}
        onSwiper={setSwiper}
        onSlideChange={(s) => {
          setActive(s.activeIndex);
          if (s.activeIndex < total) onIndex(s.activeIndex);
        }}
      >
        {stops.map((view, i) => (
          <SwiperSlide key={view.stop.id}>
            <StopSlide
              view={view}
              total={total}
              rendered={isSlideRendered(i, active)}
              active={i === active}
              lang={lang}
              album={album}
              visited={visited?.has(view.index) ?? false}
              onLikedWalk={withCta && i === total - 1 ? () => swiper?.slideTo(total) : undefined}
            />
          </SwiperSlide>
        ))}
        {withCta && (
          <SwiperSlide key="cta">
            <CtaSlide rendered={isSlideRendered(total, active)} onBack={onClose} />
          </SwiperSlide>
        )}
      </Swiper>
      <div className="route-detail__footer">
        <div ref={setPagination} className="route-detail__pagination" data-testid="pagination" />
        <CarouselFooter
          active={active}
          stops={total}
          slides={total + (withCta ? 1 : 0)}
          onGo={(slide) => swiper?.slideTo(slide)}
        />
      </div>
    </div>
  );
}
