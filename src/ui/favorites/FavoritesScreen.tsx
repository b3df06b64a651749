import '../stories/stories.css';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/paths.ts';
import type { Favorite } from '../../db/hooks/favoriteQueries.ts';
import { useFavorites } from '../../db/hooks/useFavorites.ts';
import { useSession } from '../../db/hooks/useSession.ts';
import { useStories } from '../../db/hooks/useStories.ts';
import { MODES } from '../../domain/browsingMode.ts';
import { categoryLabel } from '../../domain/categories.ts';
import { sortStories, storyTitle } from '../../domain/storyFilters.ts';
import { confirmRouteAtom, setModeAtom } from '../../state/browsing.ts';
import { drawerOpenAtom } from '../../state/drawer.ts';
import { languageAtom } from '../../state/language.ts';
import { liveModeAtom } from '../../state/live.ts';
import { activeIndexAtom, shownRouteIdAtom } from '../../state/route.ts';
import { storyCategoriesAtom, storySearchAtom } from '../../state/stories.ts';
import { routeName } from '../routes/routeText.ts';
import { ScreenDialog } from '../shell/ScreenDialog.tsx';
import { ScreenLink } from '../shell/ScreenLink.tsx';
import { useCloseAllScreens } from '../shell/useScreenNavigation.ts';

/**
 * Favorites (menu, screen 9): the stops and stories the signed-in user liked, across routes.
 * Choosing one shows it on the map: its route becomes the current one at that stop (a story
 * opens in stories mode, filters cleared so it is in the list), with the drawer open.
 */
export default function FavoritesScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const liked = useFavorites(session.user?.id);
  const stories = useStories();
  const lang = useAtomValue(languageAtom);
  const shownRouteId = useAtomValue(shownRouteIdAtom);
  const confirmRoute = useSetAtom(confirmRouteAtom);
  const setMode = useSetAtom(setModeAtom);
  const setIndex = useSetAtom(activeIndexAtom);
  const setDrawerOpen = useSetAtom(drawerOpenAtom);
  const setCategories = useSetAtom(storyCategoriesAtom);
  const setSearch = useSetAtom(storySearchAtom);
  const setLive = useSetAtom(liveModeAtom);
  const closeAll = useCloseAllScreens();
  const favorites = useMemo(
    () =>
      liked &&
      [...liked].sort((a, b) =>
        storyTitle(a.location, lang).localeCompare(
          storyTitle(b.location, lang),
          lang === 'eng' ? 'en' : 'nl',
        ),
      ),
    [liked, lang],
  );

  const open = (f: Favorite) => {
    if (f.route) {
      if (f.route.id !== shownRouteId) confirmRoute({ routeId: f.route.id, book: f.route.is_book });
      else setMode(f.route.is_book ? MODES.bookRoutes : MODES.routes);
      setIndex(f.index);
    } else {
      setMode(MODES.stories);
      setCategories([]);
      setSearch('');
      setLive(false);
      const order = sortStories(stories ?? [], lang, false, null);
      setIndex(
        Math.max(
          0,
          order.findIndex((s) => s.id === f.location.id),
        ),
      );
    }
    setDrawerOpen(true);
    closeAll();
  };

  let body: ReactNode;
  if (!session.user) {
    body = (
      <div className="stories__empty" data-testid="favorites-signed-out">
        <p>{t('favorites.signedOut')}</p>
        <p className="stories__actions">
          <ScreenLink to={PATHS.signIn}>{t('routes.signIn')}</ScreenLink>
        </p>
      </div>
    );
  } else if (favorites && favorites.length === 0) {
    body = (
      <p className="stories__empty" data-testid="favorites-empty">
        {t('favorites.empty')}
      </p>
    );
  } else {
    body = (
      <ul className="stories__list" data-testid="favorites-list">
        {favorites?.map((f) => (
          <li key={f.location.id}>
            <button
              type="button"
              className="story-item"
              data-testid="favorite"
              onClick={() => open(f)}
            >
              <span className="story-item__category">
                {categoryLabel(f.location.category, lang)}
              </span>
              <span className="story-item__title">{storyTitle(f.location, lang)}</span>
              <span className="story-item__distance">
                {f.route
                  ? t('favorites.inRoute', { route: routeName(f.route, lang) })
                  : t('favorites.story')}
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  }
  return <ScreenDialog title={t('favorites.title')}>{body}</ScreenDialog>;
}
