import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryLabel } from '../../domain/categories.ts';
import type { Lang } from '../../domain/rows.ts';
import { SKELETON_MS } from '../../domain/slideWindow.ts';
import type { RouteStopView } from '../../domain/stops.ts';
import { StopContent } from '../stop/StopContent.tsx';
import { stopTitle } from '../stopText.ts';

interface StopSlideProps {
  view: RouteStopView;
  total: number;
  /** Within one of the active slide: render the content (else a blank placeholder). */
  rendered: boolean;
  active: boolean;
  lang: Lang;
  album?: string | undefined;
  /** Reached on the walk. */
  visited?: boolean;
  /** The last stop of a route: "Vond je deze wandeling leuk?" jumps to the final slide. */
  onLikedWalk?: (() => void) | undefined;
}

/** One stop of the carousel; only the active one and its neighbours render their content. */
export function StopSlide(props: StopSlideProps) {
  const { view, total, rendered } = props;
  if (!rendered) {
    return (
      <div
        className="slide slide--placeholder"
        data-testid="slide-placeholder"
        data-index={view.index}
        aria-hidden="true"
      />
    );
  }
  return <SlideContent {...props} key={view.stop.id} total={total} />;
}

function SlideContent({
  view,
  total,
  active,
  lang,
  album,
  visited = false,
  onLikedWalk,
}: StopSlideProps) {
  const { t } = useTranslation();
  const [mediaReady, setMediaReady] = useState(false);
  const [skeleton, setSkeleton] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setSkeleton(false), SKELETON_MS);
    return () => clearTimeout(timer);
  }, []);

  const { location } = view;
  const title = stopTitle(location, lang);
  const category = categoryLabel(location.category, lang);
  return (
    <article
      className="slide"
      data-testid="stop-slide"
      data-index={view.index}
      data-ready={mediaReady}
      aria-label={t('detail.slideLabel', { n: view.index + 1, total })}
    >
      <header className="slide__header">
        <span className="slide__number" aria-hidden="true">
          {view.index + 1}
        </span>
        <div>
          {category && <p className="slide__category">{category}</p>}
          {visited && (
            <p className="slide__visited" data-testid="slide-visited">
              <span aria-hidden="true">✓ </span>
              {t('detail.visited')}
            </p>
          )}
          <h3 className="slide__title" data-testid="slide-title">
            {title}
          </h3>
        </div>
      </header>
      <StopContent
        view={view}
        lang={lang}
        album={album}
        onMediaReady={() => setMediaReady(true)}
        textSkeleton={skeleton}
      />
      {onLikedWalk && (
        <button
          type="button"
          className="slide__liked-walk"
          data-testid="liked-walk"
          onClick={onLikedWalk}
        >
          {t('detail.likedWalk')}
        </button>
      )}
      {active && !mediaReady && (
        <div className="slide__loading" role="status" data-testid="slide-loading">
          <span className="slide__spinner" aria-hidden="true" />
          {t('media.loading')}
        </div>
      )}
    </article>
  );
}
