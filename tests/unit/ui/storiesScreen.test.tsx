// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/db/database.ts';
import { NO_ACCESS, setMeta } from '../../../src/db/meta.ts';
import { initI18n } from '../../../src/i18n/i18n.ts';
import { modeAtom } from '../../../src/state/mode.ts';
import StoriesScreen from '../../../src/ui/stories/StoriesScreen.tsx';
import { location, route, stop } from '../../fixtures/rows.ts';

beforeAll(() => initI18n('nl'));

beforeEach(async () => {
  await db.locations.bulkPut([
    location('s1', { title_nl: 'Concertgebouw', category: 'Muziek', lat: 52.356, lng: 4.879 }),
    location('s2', { title_nl: 'Paradiso', category: 'Muziek', article_title: 'Poptempel' }),
    location('s3', { title_nl: 'Vondelpark', category: 'Parken & groen' }),
    location('s4', { title_nl: 'Westerkerk', category: 'Architectuur' }),
    // A stop of a route is no story, and a locked pin is nobody's to read.
    location('r1', { title_nl: 'Rijksmuseum', category: 'Kunst & cultuur' }),
    location('p1', { title_nl: 'Verborgen', category: 'Muziek', locked: true }),
  ]);
  await db.routes.put(route('route-1', { stop_count: 1 }));
  await db.routeStops.put(stop('st1', 'route-1', 'r1', 1));
});

afterEach(async () => {
  cleanup();
  await Promise.all([
    db.locations.clear(),
    db.routes.clear(),
    db.routeStops.clear(),
    db.meta.clear(),
  ]);
});

function renderStories() {
  const store = createStore();
  render(
    <Provider store={store}>
      <StoriesScreen />
    </Provider>,
  );
  return store;
}

const titles = () =>
  screen
    .queryAllByTestId('story-item')
    .map((el) => el.querySelector('.story-item__title')?.textContent);

describe('more stories', () => {
  it('switches the app to stories mode and lists the stories by title', async () => {
    await setMeta(db, 'access', { ...NO_ACCESS, hasSubscription: true });
    const store = renderStories();
    await waitFor(() =>
      expect(titles()).toEqual(['Concertgebouw', 'Paradiso', 'Vondelpark', 'Westerkerk']),
    );
    expect(store.get(modeAtom)).toBe(2);
    expect(screen.getByTestId('story-count').textContent).toBe('4 verhalen');
  });

  it('filters by any of the chosen categories', async () => {
    await setMeta(db, 'access', { ...NO_ACCESS, hasSubscription: true });
    renderStories();
    await waitFor(() => expect(titles()).toHaveLength(4));
    const chip = (name: string) =>
      screen.getAllByTestId('category-chip').find((c) => c.dataset.category === name)!;
    await act(async () => fireEvent.click(chip('Muziek')));
    expect(titles()).toEqual(['Concertgebouw', 'Paradiso']);
    await act(async () => fireEvent.click(chip('Architectuur')));
    expect(titles()).toEqual(['Concertgebouw', 'Paradiso', 'Westerkerk']);
    expect(chip('Architectuur').getAttribute('aria-pressed')).toBe('true');
  });

  it('searches titles, categories and article titles, whatever the case', async () => {
    await setMeta(db, 'access', { ...NO_ACCESS, hasSubscription: true });
    renderStories();
    await waitFor(() => expect(titles()).toHaveLength(4));
    const search = screen.getByTestId('story-search');
    await act(async () => fireEvent.input(search, { target: { value: 'POPTEMPEL' } }));
    expect(titles()).toEqual(['Paradiso']);
    await act(async () => fireEvent.input(search, { target: { value: 'parks' } }));
    expect(titles()).toEqual(['Vondelpark']);
  });

  it('says why nothing shows: no match, with a way to clear the filters', async () => {
    await setMeta(db, 'access', { ...NO_ACCESS, hasSubscription: true });
    renderStories();
    await waitFor(() => expect(titles()).toHaveLength(4));
    await act(async () =>
      fireEvent.input(screen.getByTestId('story-search'), { target: { value: 'zzz' } }),
    );
    const empty = screen.getByTestId('stories-empty');
    expect(empty.dataset.reason).toBe('no-match');
    expect(empty.textContent).toContain('Geen verhalen gevonden');
    await act(async () => fireEvent.click(screen.getByText('Filters wissen')));
    expect(titles()).toHaveLength(4);
  });

  it('says stories are for subscribers when there are none to read', async () => {
    await db.locations.bulkDelete(['s1', 's2', 's3', 's4']);
    renderStories();
    await waitFor(() =>
      expect(screen.getByTestId('stories-empty').dataset.reason).toBe('not-subscribed'),
    );
    expect(screen.getByTestId('stories-empty').textContent).toContain('abonnees');
  });
});
