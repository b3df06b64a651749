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
  { path: PATHS.routes, component: lazy(() => import('../ui/routes/RouteSelectScreen.tsx')) },
  {
    path: PATHS.routeConfirm,
    component: lazy(() => import('../ui/routes/RouteConfirmScreen.tsx')),
  },
  { path: PATHS.bookRoutes, component: lazy(() => import('../ui/routes/BookRoutesScreen.tsx')) },
  { path: PATHS.stops, component: lazy(() => import('../ui/routeDetail/RouteDetailScreen.tsx')) },
  { path: PATHS.stories, component: lazy(() => import('../ui/stories/StoriesScreen.tsx')) },
  { path: PATHS.favorites, component: lazy(() => import('../ui/favorites/FavoritesScreen.tsx')) },
  { path: PATHS.landing, component: lazy(() => import('../ui/landing/LandingScreen.tsx')) },
  { path: PATHS.menu, component: lazy(() => import('../ui/menu/MenuScreen.tsx')) },
  {
    path: PATHS.signIn,
    component: lazy(() =>
      import('../ui/auth/SignInScreen.tsx').then((m) => ({ default: m.DayPassSignInScreen })),
    ),
  },
  {
    path: PATHS.subscriberSignIn,
    component: lazy(() =>
      import('../ui/auth/SignInScreen.tsx').then((m) => ({ default: m.SubscriberSignInScreen })),
    ),
  },
  { path: PATHS.register, component: lazy(() => import('../ui/auth/RegisterScreen.tsx')) },
  {
    path: PATHS.forgotPassword,
    component: lazy(() => import('../ui/auth/ForgotPasswordScreen.tsx')),
  },
  {
    path: PATHS.resetPassword,
    component: lazy(() => import('../ui/auth/ResetPasswordScreen.tsx')),
  },
  { path: PATHS.authCallback, component: lazy(() => import('../ui/auth/AuthCallbackScreen.tsx')) },
  { path: PATHS.account, component: lazy(() => import('../ui/account/OptionSelectScreen.tsx')) },
  { path: PATHS.profile, component: lazy(() => import('../ui/account/ProfileScreen.tsx')) },
  {
    path: PATHS.checkoutSuccess,
    component: lazy(() => import('../ui/account/CheckoutSuccessScreen.tsx')),
  },
  {
    path: PATHS.checkoutCancelled,
    component: lazy(() => import('../ui/account/CheckoutCancelledScreen.tsx')),
  },
  { path: PATHS.contact, component: lazy(() => import('../ui/contact/ContactScreen.tsx')) },
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
