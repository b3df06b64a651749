import { describe, expect, it } from 'vitest';
import { E2E_SUBSCRIBERS, signedInUser, startSignedIn } from '../support/e2eAccounts.ts';
import { baseUrl, usePhones } from '../support/phones.ts';
import { hiddenMarkers, waitForMapIdle } from './pages/mapOverlays.ts';
import { RoutesPage } from './pages/routesPage.ts';

describe('a walker picks a route', () => {
  const newWalker = usePhones();

  it('sees the routes, picks one, confirms it after the delay, and sees every stop', async () => {
    const { page, map } = await newWalker();
    await map.open('/');
    const routes = new RoutesPage(page);
    await routes.openFromMap();

    // Padded to ten slots; the built-in and trial routes open, the others locked.
    const cards = await routes.cards.count();
    expect(cards + (await routes.emptySlots.count())).toBeGreaterThanOrEqual(10);
    const open = routes.cards.and(page.locator('[data-locked=false]'));
    expect(await open.count()).toBe(2);
    expect(await routes.card('Oorlogsgeschiedenis').textContent()).toContain('1,3 km · 8 stops');

    const waited = await routes.pick('Proefwandeling');
    expect(waited).toBeGreaterThanOrEqual(290);
    expect(await routes.confirm.textContent()).toContain('4 stops');
    await routes.startRoute();
    // Back on the map, not on the list: confirming closed both screens.
    expect(await routes.list.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');

    await expect.poll(() => map.counter.textContent()).toBe('1 / 4');
    expect(await map.title.textContent()).toBe('Westerkerk');
    await waitForMapIdle(page);
    expect(await map.markers.count()).toBe(4);
    expect(await hiddenMarkers(page)).toEqual([]);
    // Back goes to where the walker was before the list, not into it again.
    await page.goBack();
    await page.waitForTimeout(300);
    expect(await routes.list.count()).toBe(0);
  });

  it('shows a locked route with the ways to unlock it', async () => {
    const { page, map } = await newWalker();
    await map.open('/routes');
    const routes = new RoutesPage(page);
    const locked = routes.cards.and(page.locator('[data-locked=true]'));
    await locked.first().waitFor();
    const dayPass = routes.card('Jordaan');
    expect(await dayPass.textContent()).toContain('Met een dagpas of abonnement');
    expect(await dayPass.getByTestId('unlock-daypass').getAttribute('href')).toBe('/register');
    expect(await dayPass.getByTestId('unlock-sign-in').getAttribute('href')).toBe('/login');
    const subscription = routes.card('Muziek in de stad');
    expect(await subscription.textContent()).toContain('Alleen voor abonnees');
    expect(await subscription.getByTestId('unlock-subscribe').getAttribute('href')).toBe('/start');
    expect(await locked.locator('button').count()).toBe(0);
  });

  it('opens a book route from its own entry, with a drawer as tall as its story', async () => {
    const { page, map, context } = await newWalker({ width: 390, height: 1280 });
    await startSignedIn(context, await signedInUser(baseUrl(), E2E_SUBSCRIBERS[1]!));
    await map.open('/book-routes');
    const routes = new RoutesPage(page);
    const bridges = routes.card('Bruggen en sluizen');
    await expect.poll(() => bridges.getAttribute('data-locked'), { timeout: 30_000 }).toBe('false');
    expect(await routes.emptySlots.count()).toBe(0);
    await routes.pick('Bruggen en sluizen');
    await routes.startRoute();
    await expect.poll(() => map.counter.textContent()).toBe('1 / 3');

    await map.tapHeader();
    await map.waitForDrawer(true);
    await page
      .locator('[data-testid=drawer] [data-testid=gallery-main]')
      .evaluate((img) => (img as HTMLImageElement).decode().catch(() => {}));
    await page.waitForTimeout(400);
    const sizes = await page.evaluate(() => {
      const sheet = document.querySelector<HTMLElement>('[data-testid=drawer]')!;
      const header = document.querySelector<HTMLElement>('[data-testid=drawer-header]')!;
      const content = document.querySelector<HTMLElement>('[data-testid=drawer-content]')!;
      const body = content.querySelector<HTMLElement>('.drawer__body')!;
      const style = getComputedStyle(content);
      // What the story needs: its text and pictures, and the content area's own padding.
      const needs =
        body.getBoundingClientRect().height +
        Number.parseFloat(style.paddingTop) +
        Number.parseFloat(style.paddingBottom);
      return {
        sheet: sheet.offsetHeight,
        header: header.offsetHeight,
        content: needs,
        overflow: getComputedStyle(content).overflowY,
        scrollable: content.scrollHeight > content.clientHeight,
      };
    });
    // Header + content + 50 px, and nothing to scroll.
    expect(Math.abs(sizes.sheet - (sizes.header + sizes.content + 50))).toBeLessThanOrEqual(2);
    expect(sizes.overflow).toBe('hidden');
    await waitForMapIdle(page);
    expect(await hiddenMarkers(page, (m) => m.active)).toEqual([]);
  });
});
