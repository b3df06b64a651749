import { describe, expect, it } from 'vitest';
import {
  emptyReason,
  filterStories,
  matchesCategories,
  matchesSearch,
  type StoryFilter,
  sortStories,
} from '../../../src/domain/storyFilters.ts';
import { location } from '../../fixtures/rows.ts';

const DAM = { lat: 52.3731, lng: 4.8926 };
/** About 300 m and 1.2 km from the Dam, and one without coordinates. */
const near = location('near', {
  title_nl: 'Nieuwe Kerk',
  title_en: 'New Church',
  category: 'Architectuur',
  article_title: '<h1>De <em>kroningskerk</em></h1>',
  lat: 52.3758,
  lng: 4.8925,
});
const far = location('far', {
  title_nl: 'Concertgebouw',
  title_en: 'Concert Hall',
  category: 'Muziek',
  article_title: 'Akoestiek &amp; orgel',
  lat: 52.3562,
  lng: 4.8788,
});
const nowhere = location('nowhere', {
  title_nl: 'Straatmuzikanten',
  title_en: 'Buskers',
  category: 'Muziek',
  lat: null,
  lng: null,
});
const all = [near, far, nowhere];
const none: StoryFilter = { categories: [], search: '', live: false, position: null };

describe('the category filter', () => {
  it('keeps stories whose category equals any of the selected, exactly', () => {
    expect(matchesCategories(far, ['Muziek'])).toBe(true);
    expect(matchesCategories(far, ['Architectuur', 'Muziek'])).toBe(true);
    expect(matchesCategories(far, ['muziek'])).toBe(false);
    expect(matchesCategories(far, ['Muz'])).toBe(false);
    expect(filterStories(all, { ...none, categories: ['Muziek'] })).toEqual([far, nowhere]);
  });

  it('keeps everything when nothing is selected', () => {
    expect(filterStories(all, none)).toEqual(all);
  });
});

describe('the search', () => {
  it('matches pin titles in both languages, case-insensitively', () => {
    expect(matchesSearch(near, 'nieuwe')).toBe(true);
    expect(matchesSearch(near, 'NEW CH')).toBe(true);
    expect(matchesSearch(near, 'concert')).toBe(false);
  });

  it('matches the category, in Dutch and in English', () => {
    expect(matchesSearch(far, 'muz')).toBe(true);
    expect(matchesSearch(far, 'music')).toBe(true);
    expect(matchesSearch(near, 'architecture')).toBe(true);
  });

  it('matches the article page title as text, not its markup', () => {
    expect(matchesSearch(near, 'kroningskerk')).toBe(true);
    expect(matchesSearch(near, 'em')).toBe(false);
    expect(matchesSearch(far, 'akoestiek & orgel')).toBe(true);
  });

  it('ignores surrounding spaces and lets everything through when empty', () => {
    expect(matchesSearch(far, '  concert ')).toBe(true);
    expect(filterStories(all, { ...none, search: '   ' })).toEqual(all);
  });
});

describe('the live filter', () => {
  it('keeps stories within 500 m, and those without coordinates, when live with a position', () => {
    expect(filterStories(all, { ...none, live: true, position: DAM })).toEqual([near, nowhere]);
  });

  it('does nothing when live is off or the position is not known yet', () => {
    expect(filterStories(all, { ...none, live: false, position: DAM })).toEqual(all);
    expect(filterStories(all, { ...none, live: true, position: null })).toEqual(all);
  });

  it('combines with the other filters', () => {
    const f = { categories: ['Muziek'], search: 'concert', live: true, position: DAM };
    expect(filterStories(all, f)).toEqual([]);
  });
});

describe('why the list is empty', () => {
  it('says the visitor is not a subscriber when there are no stories to read', () => {
    expect(emptyReason([], none, false)).toBe('not-subscribed');
    expect(emptyReason([], none, true)).toBe('no-stories');
  });

  it('tells a failed category or search apart from nothing being near', () => {
    expect(emptyReason(all, { ...none, search: 'zzz' }, true)).toBe('no-match');
    expect(emptyReason([far], { ...none, live: true, position: DAM }, true)).toBe('nothing-near');
    expect(emptyReason(all, none, true)).toBeNull();
  });
});

describe('the order of the list', () => {
  it('is by title in the reader’s language, or nearest first when live', () => {
    expect(sortStories(all, 'nl', false, null).map((s) => s.id)).toEqual([
      'far',
      'near',
      'nowhere',
    ]);
    expect(sortStories(all, 'eng', false, null).map((s) => s.id)).toEqual([
      'nowhere',
      'far',
      'near',
    ]);
    expect(sortStories(all, 'nl', true, DAM).map((s) => s.id)).toEqual(['near', 'far', 'nowhere']);
  });
});
