import { describe, expect, it } from 'vitest';
import {
  type BrowsingState,
  changeMode,
  freshState,
  INITIAL_MODE,
  MODES,
} from '../../../src/domain/browsingMode.ts';

const busy: BrowsingState = {
  mode: MODES.routes,
  routeId: 'route-7',
  index: 3,
  drawerOpen: true,
  photoOpen: true,
  categories: ['Muziek'],
  search: 'kerk',
  live: true,
};

describe('the browsing modes', () => {
  it('start in mode 1, the walking routes', () => {
    expect(INITIAL_MODE).toBe(1);
    expect(MODES).toEqual({ routes: 1, stories: 2, bookRoutes: 3 });
  });

  it('reset route, stop, index, modals, filters, search and live flag when the mode changes', () => {
    const next = changeMode(busy, MODES.stories);
    expect(next).toEqual({
      mode: 2,
      routeId: null,
      index: 0,
      drawerOpen: false,
      photoOpen: false,
      categories: [],
      search: '',
      live: false,
    });
    expect(changeMode({ ...busy, mode: MODES.stories }, MODES.bookRoutes)).toEqual(
      freshState(MODES.bookRoutes),
    );
  });

  it('change nothing when asked for the mode they are in', () => {
    for (const mode of [MODES.routes, MODES.stories, MODES.bookRoutes]) {
      const state = { ...busy, mode };
      expect(changeMode(state, mode)).toBe(state);
    }
  });
});
