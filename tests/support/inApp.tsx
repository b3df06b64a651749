import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

type Store = ReturnType<typeof createStore>;

const recordedLocation = (path: string) => memoryLocation({ path, record: true });

export interface InApp {
  /** `node` inside the app's state (a jotai store) and a router at `path`. */
  element: ReactNode;
  store: Store;
  /** The in-memory location; `history` lists the paths visited. */
  location: ReturnType<typeof recordedLocation>;
}

/** What a screen needs around it to render as in the app, without the app. */
export function inApp(node: ReactNode, opts: { path?: string; store?: Store } = {}): InApp {
  const store = opts.store ?? createStore();
  const location = recordedLocation(opts.path ?? '/');
  return {
    element: (
      <Provider store={store}>
        <Router hook={location.hook}>{node}</Router>
      </Provider>
    ),
    store,
    location,
  };
}
