import './stopHeader.css';
import { useTranslation } from 'react-i18next';
import { categoryLabel } from '../../domain/categories.ts';
import type { Lang, LocationRow } from '../../domain/rows.ts';
import type { RouteStopView } from '../../domain/stops.ts';
import { truncateTitle } from '../../domain/truncate.ts';
import { stopTitle } from '../stopText.ts';
import { useWindowSize } from '../useWindowSize.ts';

/** Title (shortened for the screen width) and category of the current stop. */
export function StopHeader({
  location,
  number,
  lang,
}: {
  location: LocationRow;
  number: number;
  lang: Lang;
}) {
  const { width } = useWindowSize();
  const title = stopTitle(location, lang);
  const category = categoryLabel(location.category, lang);
  return (
    <div className="stop-header">
      <span className="stop-header__number" aria-hidden="true">
        {number}
      </span>
      <div className="stop-header__text">
        {category && (
          <p className="stop-header__category" data-testid="stop-category">
            {category}
          </p>
        )}
        <h2 className="stop-header__title" data-testid="stop-title" title={title}>
          {truncateTitle(title, width)}
        </h2>
      </div>
    </div>
  );
}

/** The header for the current stop, or a line saying the route has none (once loaded). */
export function StopHeaderOrEmpty({
  current,
  loaded,
  lang,
  emptyText,
}: {
  current: RouteStopView | undefined;
  loaded: boolean;
  lang: Lang;
  /** Default: the route has no stops. */
  emptyText?: string | undefined;
}) {
  const { t } = useTranslation();
  if (current)
    return <StopHeader location={current.location} number={current.index + 1} lang={lang} />;
  return (
    <p className="stop-header__empty" data-testid="drawer-empty">
      {loaded ? (emptyText ?? t('drawer.noStops')) : '\u00a0'}
    </p>
  );
}
