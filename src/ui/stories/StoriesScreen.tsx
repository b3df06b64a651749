import './stories.css';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/paths.ts';
import { MODES } from '../../domain/browsingMode.ts';
import { CATEGORIES, categoryLabel } from '../../domain/categories.ts';
import type { LocationRow } from '../../domain/rows.ts';
import { storyDistance, storyTitle } from '../../domain/storyFilters.ts';
import { formatWalkDistance } from '../../domain/walkDistance.ts';
import { setModeAtom } from '../../state/browsing.ts';
import { drawerOpenAtom } from '../../state/drawer.ts';
import { languageAtom } from '../../state/language.ts';
import { liveModeAtom, livePositionAtom } from '../../state/live.ts';
import { activeIndexAtom } from '../../state/route.ts';
import { storyCategoriesAtom, storySearchAtom } from '../../state/stories.ts';
import { ScreenDialog } from '../shell/ScreenDialog.tsx';
import { ScreenLink } from '../shell/ScreenLink.tsx';
import { useCloseScreen } from '../shell/useScreenNavigation.ts';
import { useFilteredStories } from './useFilteredStories.ts';

/** The categories a walker can filter on ("Alle Verhalen" is the "no filter" choice). */
const FILTERS = CATEGORIES.filter((c) => c.nl !== 'Alle Verhalen');

const REASON_TEXT = {
  'not-subscribed': 'stories.notSubscribed',
  'no-stories': 'stories.noStories',
  'no-match': 'stories.noMatch',
  'nothing-near': 'stories.nothingNear',
} as const;

/**
 * More stories (menu, screen 9): the stories outside routes, for subscribers. Opening it
 * switches the app to stories mode (mode 2; a real change resets route, filters, search and
 * live flag). Search, category chips and the nearby switch filter the list and the map's
 * markers alike; choosing a story shows it on the map with its drawer open.
 */
export default function StoriesScreen() {
  const { t } = useTranslation();
  const setMode = useSetAtom(setModeAtom);
  useEffect(() => {
    setMode(MODES.stories);
  }, [setMode]);

  const lang = useAtomValue(languageAtom);
  const [search, setSearch] = useAtom(storySearchAtom);
  const [categories, setCategories] = useAtom(storyCategoriesAtom);
  const [live, setLive] = useAtom(liveModeAtom);
  const position = useAtomValue(livePositionAtom);
  const setIndex = useSetAtom(activeIndexAtom);
  const setDrawerOpen = useSetAtom(drawerOpenAtom);
  const close = useCloseScreen();
  const { all, shown, reason } = useFilteredStories();
  const searchId = useId();

  const toggle = (value: string) =>
    setCategories(
      categories.includes(value) ? categories.filter((c) => c !== value) : [...categories, value],
    );
  const clear = () => {
    setCategories([]);
    setSearch('');
  };
  const choose = (i: number) => {
    setIndex(i);
    setDrawerOpen(true);
    close();
  };
  const present = new Set(all?.map((s) => s.category));
  const chips = FILTERS.filter((c) => c.nl !== 'Default Category' || present.has(c.nl));

  return (
    <ScreenDialog title={t('stories.title')}>
      <div className="stories" data-testid="stories">
        <label className="stories__search" htmlFor={searchId}>
          <span className="visually-hidden">{t('stories.search')}</span>
          <input
            id={searchId}
            type="search"
            data-testid="story-search"
            placeholder={t('stories.searchPlaceholder')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            autoComplete="off"
          />
        </label>
        <fieldset className="stories__chips">
          <legend className="visually-hidden">{t('stories.categories')}</legend>
          <button
            type="button"
            className="chip"
            aria-pressed={categories.length === 0}
            onClick={() => setCategories([])}
          >
            {t('stories.allCategories')}
          </button>
          {chips.map((c) => (
            <button
              key={c.nl}
              type="button"
              className="chip"
              data-testid="category-chip"
              data-category={c.nl}
              aria-pressed={categories.includes(c.nl)}
              onClick={() => toggle(c.nl)}
            >
              {categoryLabel(c.nl, lang)}
            </button>
          ))}
        </fieldset>
        <label className="stories__near">
          <input
            type="checkbox"
            data-testid="story-near"
            checked={live}
            onChange={(e) => setLive(e.currentTarget.checked)}
          />
          <span>{t('stories.near')}</span>
          {live && !position && (
            <span className="stories__waiting">{t('stories.nearWaiting')}</span>
          )}
        </label>
        {all && (
          <p className="stories__count" data-testid="story-count" aria-live="polite">
            {t('stories.count', { count: shown.length })}
          </p>
        )}
        {reason ? (
          <EmptyStories reason={reason} onClear={clear} onNearOff={() => setLive(false)} />
        ) : (
          <ul className="stories__list" data-testid="story-list">
            {shown.map((story, i) => (
              <StoryItem
                key={story.id}
                story={story}
                distance={live && position ? storyDistance(story, position) : null}
                onChoose={() => choose(i)}
              />
            ))}
          </ul>
        )}
      </div>
    </ScreenDialog>
  );
}

function StoryItem({
  story,
  distance,
  onChoose,
}: {
  story: LocationRow;
  distance: number | null;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useAtomValue(languageAtom);
  return (
    <li>
      <button type="button" className="story-item" data-testid="story-item" onClick={onChoose}>
        <span className="story-item__category">{categoryLabel(story.category, lang)}</span>
        <span className="story-item__title">{storyTitle(story, lang)}</span>
        {distance !== null && (
          <span className="story-item__distance">
            {t('stories.away', { distance: formatWalkDistance(distance, lang) })}
          </span>
        )}
      </button>
    </li>
  );
}

function EmptyStories({
  reason,
  onClear,
  onNearOff,
}: {
  reason: keyof typeof REASON_TEXT;
  onClear: () => void;
  onNearOff: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="stories__empty" data-testid="stories-empty" data-reason={reason}>
      <p>{t(REASON_TEXT[reason])}</p>
      {reason === 'not-subscribed' && (
        <p className="stories__actions">
          <ScreenLink to={PATHS.landing}>{t('routes.subscribe')}</ScreenLink>
          <ScreenLink to={PATHS.signIn}>{t('routes.signIn')}</ScreenLink>
        </p>
      )}
      {reason === 'no-match' && (
        <button type="button" className="chip" onClick={onClear}>
          {t('stories.clearFilters')}
        </button>
      )}
      {reason === 'nothing-near' && (
        <button type="button" className="chip" onClick={onNearOff}>
          {t('stories.near')}
        </button>
      )}
    </div>
  );
}
