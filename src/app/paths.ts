/** The route screen. */
export const HOME_PATH = '/';

/**
 * Paths the app itself handles besides '/', e.g. auth callbacks. They are not QR scans.
 * Screens that add a path register it here.
 */
export const APP_PATHS: readonly string[] = ['/index.html'];

/** Every other path is a QR code on a sign in the street (specification, "'*'"). */
export function isQrScanPath(pathname: string): boolean {
  if (pathname === HOME_PATH || pathname === '') return false;
  return !APP_PATHS.includes(pathname);
}
