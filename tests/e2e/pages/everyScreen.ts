import type { Page } from 'playwright-core';
import { PATHS } from '../../../src/app/paths.ts';
import { BUILTIN_ROUTE_ID } from '../../../src/db/builtin/museumplein.ts';
import type { MapPage } from './mapPage.ts';

/** A screen the app opened: not index.html's copy of the landing page (landingShell.ts). */
export const APP_DIALOG = 'dialog.screen-dialog[open]:not(#landing-shell)';

/** Values for the paths' `:name` parameters: the built-in route, which every phone has. */
const PARAMS: Record<string, string> = { routeId: BUILTIN_ROUTE_ID, stop: '2' };

/**
 * Every path the app shows (src/app/paths.ts), with its parameters filled in: a screen added
 * there is checked by the specs that walk this list without anyone listing it again.
 */
export function everyScreenPath(): { name: string; path: string; dialog: boolean }[] {
  return Object.entries(PATHS).map(([name, pattern]) => ({
    name,
    path: pattern.replace(/:([A-Za-z]+)/g, (_, p: string) => PARAMS[p] ?? p),
    dialog: !MAP_PATHS.has(pattern),
  }));
}

/** Paths that show the map itself (a shared link opens its route there), not a dialog. */
const MAP_PATHS = new Set<string>([PATHS.home, PATHS.shareRoute, PATHS.shareStop]);

/**
 * Opens `path` and waits until the map under it has loaded and, for a screen, until its dialog
 * is open and its lazy chunk has rendered.
 */
export async function openScreen(
  page: Page,
  map: MapPage,
  { path, dialog }: { path: string; dialog: boolean },
): Promise<void> {
  await page.goto(new URL(path, map.baseUrl).toString());
  await map.waitUntilLoaded();
  const current = new URL(page.url()).pathname;
  if (dialog) {
    await page
      .locator(APP_DIALOG)
      .waitFor({ timeout: 15_000 })
      .catch((e: Error) => {
        throw new Error(`${path} (now at ${current}) opened no screen: ${e.message}`);
      });
  }
  // Images, fonts and late chunks of the screen: let the network settle.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}
