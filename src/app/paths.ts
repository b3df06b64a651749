import { parse } from 'regexparam';

/** The route screen. */
export const HOME_PATH = '/';

/**
 * Every path the app itself shows. Screens open over the map at these paths (src/app/screens.tsx
 * maps them to components); links in e-mails and payment returns land on them. None is a QR
 * scan. A `:name` segment is a parameter.
 */
export const PATHS = {
  home: HOME_PATH,
  landing: '/start',
  menu: '/menu',
  signIn: '/login',
  subscriberSignIn: '/login/subscriber',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** Where confirmation links from e-mails land (Supabase appends the session to the hash). */
  authCallback: '/auth/callback',
  account: '/account',
  profile: '/profile',
  checkoutSuccess: '/checkout/success',
  checkoutCancelled: '/checkout/cancelled',
  routes: '/routes',
  routeConfirm: '/routes/:routeId',
  stops: '/stops',
  favorites: '/favorites',
  stories: '/stories',
  bookRoutes: '/book-routes',
  downloads: '/downloads',
  contact: '/contact',
  /** A shared link to a route, or to one of its stops (1-based). */
  shareRoute: '/r/:routeId',
  shareStop: '/r/:routeId/:stop',
} as const;

export type ScreenPath = (typeof PATHS)[keyof typeof PATHS];

/** Fills in a path's `:name` parameters, encoded. */
export function pathTo(pattern: ScreenPath, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`pathTo: ${pattern} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}

const matchers = Object.values(PATHS).map((p) => parse(p).pattern);

/** Paths that are the app's own besides its screens (the shell's file name). */
const SHELL_PATHS: readonly string[] = ['/index.html'];

/** A path the app shows itself (trailing slash ignored). */
export function isAppPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '' || SHELL_PATHS.includes(path)) return true;
  return matchers.some((re) => re.test(path));
}

/** Every other path is a QR code on a sign in the street (specification, "'*'"). */
export function isQrScanPath(pathname: string): boolean {
  return !isAppPath(pathname);
}

/** A shared route or stop link (`/r/<route>` or `/r/<route>/<n>`; app/openSharedLink.ts). */
export function isSharePath(pathname: string): boolean {
  return pathname.startsWith('/r/') && isAppPath(pathname);
}
