import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useAccess } from '../../db/hooks/useAccess.ts';
import { useStories } from '../../db/hooks/useStories.ts';
import type { LocationRow } from '../../domain/rows.ts';
import {
  type EmptyReason,
  emptyReason,
  filterStories,
  type StoryFilter,
  sortStories,
} from '../../domain/storyFilters.ts';
import { languageAtom } from '../../state/language.ts';
import { liveModeAtom, livePositionAtom } from '../../state/live.ts';
import { storyCategoriesAtom, storySearchAtom } from '../../state/stories.ts';

export interface FilteredStories {
  /** Every story on the device; undefined while loading. */
  all: LocationRow[] | undefined;
  /** The ones that pass the filters, in listing order. */
  shown: LocationRow[];
  /** Why `shown` is empty; null when it is not (or still loading). */
  reason: EmptyReason | null;
  filter: StoryFilter;
}

/** The stories after the category, search and live filters (domain/storyFilters.ts), live. */
export function useFilteredStories(enabled = true): FilteredStories {
  const all = useStories(enabled);
  const access = useAccess();
  const lang = useAtomValue(languageAtom);
  const categories = useAtomValue(storyCategoriesAtom);
  const search = useAtomValue(storySearchAtom);
  const live = useAtomValue(liveModeAtom);
  const position = useAtomValue(livePositionAtom);
  return useMemo(() => {
    const filter: StoryFilter = { categories, search, live, position };
    if (!all) return { all, shown: [], reason: null, filter };
    const shown = sortStories(filterStories(all, filter), lang, live, position);
    return { all, shown, reason: emptyReason(all, filter, access.hasSubscription), filter };
  }, [all, access.hasSubscription, lang, categories, search, live, position]);
}
