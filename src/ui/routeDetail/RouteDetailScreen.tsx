import 'swiper/css';
import 'swiper/css/pagination';
import './routeDetail.css';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, type SwiperClass, SwiperSlide } from 'swiper/react';
import { MODES } from '../../domain/browsingMode.ts';
import { isSlideRendered } from '../../domain/slideWindow.ts';
import { languageAtom } from '../../state/language.ts';
import { activeIndexAtom, clampIndex } from '../../state/route.ts';
import { useShownStops } from '../map/useShownStops.ts';
import { routeName } from '../routes/routeText.ts';
import { ScreenDialog } from '../shell/ScreenDialog.tsx';
import { useCloseScreen } from '../shell/useScreenNavigation.ts';
import { CarouselFooter } from './CarouselFooter.tsx';
import { CtaSlide } from './CtaSlide.tsx';
import { StopSlide } from './StopSlide.tsx';

/** Specification, "Carousel and media". */
const SWIPER = {
  spaceBetween: 40,
  speed: 500,
  resistanceRatio: 0.75,
  threshold: 5,
  touchAngle: 45,
  longSwipesMs: 300,
} as const;

/**
 * Route detail (screen 11): a swipeable carousel of the stops (or, in stories mode, of the
 * stories), then a final call-to-action slide. It stays on the stop the map shows, and the map
 * follows it: both read and write the one active index.
 */
export default function RouteDetailScreen() {
  const { t } = useTranslation();
  const shown = useShownStops();
  const lang = useAtomValue(languageAtom);
  const [rawIndex, setIndex] = useAtom(activeIndexAtom);
  const close = useCloseScreen();
  const stops = shown.stops;
  const total = stops?.length ?? 0;
  const index = clampIndex(rawIndex, total);
  const withCta = shown.mode !== MODES.stories && total > 0;
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [active, setActive] = useState(index);
  const [pagination, setPagination] = useState<HTMLDivElement | null>(null);

  // The index moved elsewhere (a marker tapped behind, a story chosen): follow it.
  useEffect(() => {
    if (swiper && !swiper.destroyed && active < total && swiper.activeIndex !== index) {
      swiper.slideTo(index);
    }
  }, [swiper, index, active, total]);

  const album = shown.route ? routeName(shown.route, lang) : undefined;
  const title =
    shown.mode === MODES.stories
      ? t('detail.storiesTitle')
      : album
        ? t('detail.title', { route: album })
        : t('routes.title');

  return (
    <ScreenDialog title={title}>
      <div className="route-detail" data-testid="route-detail">
        {stops && total > 0 && (
          <Swiper
            className="route-detail__swiper"
            modules={[A11y, Keyboard, Pagination]}
            {...SWIPER}
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
              if (s.activeIndex < total) setIndex(s.activeIndex);
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
                  onLikedWalk={
                    withCta && i === total - 1 ? () => swiper?.slideTo(total) : undefined
                  }
                />
              </SwiperSlide>
            ))}
            {withCta && (
              <SwiperSlide key="cta">
                <CtaSlide rendered={isSlideRendered(total, active)} onBack={close} />
              </SwiperSlide>
            )}
          </Swiper>
        )}
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
    </ScreenDialog>
  );
}
