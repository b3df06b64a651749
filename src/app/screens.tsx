import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PATHS, type ScreenPath } from './paths.ts';

interface ScreenEntry {
  path: ScreenPath;
  /** Each screen is its own chunk: nothing of it loads before someone opens it. */
  component: LazyExoticComponent<ComponentType>;
}

/**
 * The screens that open over the map, by path (src/app/paths.ts). A screen renders its own
 * <ScreenDialog>; '/' shows the map alone.
 */
export const SCREENS: readonly ScreenEntry[] = [
  { path: PATHS.downloads, component: lazy(() => import('../ui/packs/DownloadsScreen.tsx')) },
];

/** The screen for the current path, if any, over the always-mounted map. */
export function ScreenRoutes() {
  return (
    <Suspense fallback={null}>
      <Switch>
        {SCREENS.map(({ path, component }) => (
          <Route key={path} path={path} component={component} />
        ))}
      </Switch>
    </Suspense>
  );
}
