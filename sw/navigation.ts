import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/** Served by the backend on the same origin: never answered with the app shell. */
export const NAVIGATION_DENYLIST: RegExp[] = [
  /^\/auth\/v1(\/|$)/,
  /^\/rest\/v1(\/|$)/,
  /^\/functions\/v1(\/|$)/,
  /^\/storage\/v1(\/|$)/,
  /^\/_dev(\/|$)/,
];

/**
 * Every page navigation gets the precached shell, online or offline: '/' and QR paths alike
 * (the app logs the scan and shows the map). Backend paths go to the network.
 */
export function routeNavigationsToShell(): void {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }),
  );
}
