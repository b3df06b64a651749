/**
 * The app's browsing modes and the reset rule between them (specification, "Route browsing").
 *
 * - 1, routes: the walking routes (the built-in route when none is chosen);
 * - 2, stories: the stories outside routes, filtered by category, search and distance;
 * - 3, book routes: routes whose locations come from a book.
 *
 * The app starts in mode 1. Changing to another mode resets the current route, stop, index and
 * modals, and the stories' filters, search and live flag, so nothing chosen in one mode leaks
 * into the next. Asking for the mode the app is already in changes nothing.
 */

export const MODES = { routes: 1, stories: 2, bookRoutes: 3 } as const;

export type BrowsingMode = (typeof MODES)[keyof typeof MODES];

export const INITIAL_MODE: BrowsingMode = MODES.routes;

/** Everything the mode rule may reset. */
export interface BrowsingState {
  mode: BrowsingMode;
  /** The chosen route; null: the mode's default (the built-in route in mode 1, none otherwise). */
  routeId: string | null;
  /** The stop (or story) in focus, 0-based. */
  index: number;
  /** The stop drawer is open. */
  drawerOpen: boolean;
  /** A fullscreen photo is open. */
  photoOpen: boolean;
  /** Selected story categories (stored Dutch labels); empty: all. */
  categories: readonly string[];
  search: string;
  /** Live location mode. */
  live: boolean;
}

/** What a mode starts with. */
export function freshState(mode: BrowsingMode): BrowsingState {
  return {
    mode,
    routeId: null,
    index: 0,
    drawerOpen: false,
    photoOpen: false,
    categories: [],
    search: '',
    live: false,
  };
}

/** The state after asking for `next`: unchanged (the same object) when the mode is the same. */
export function changeMode(state: BrowsingState, next: BrowsingMode): BrowsingState {
  if (state.mode === next) return state;
  return freshState(next);
}
