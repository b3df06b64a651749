import { describe, expect, it } from 'vitest';
import { baseUrl, usePhones } from '../support/phones.ts';
import { queuedOps, watchUploads } from '../support/uploads.ts';
import { AccountPages } from './pages/accountPages.ts';

/** Each account screen's path and the title it opens with (Dutch, the default). */
const SCREENS: [path: string, title: string][] = [
  ['/start', 'Welkom bij Routegids'],
  ['/menu', 'Menu'],
  ['/login', 'Inloggen'],
  ['/login/subscriber', 'Inloggen'],
  ['/register', 'Registreren voor een dagpas'],
  ['/forgot-password', 'Wachtwoord vergeten'],
  ['/reset-password', 'Nieuw wachtwoord kiezen'],
  ['/auth/callback', 'Account bevestigen'],
  ['/account', 'Mijn account'],
  ['/profile', 'Profiel'],
  ['/checkout/success', 'Betaling gelukt'],
  ['/checkout/cancelled', 'Betaling geannuleerd'],
  ['/contact', 'Contact'],
];

describe('the account screens have paths of their own', () => {
  const newPhone = usePhones();

  it('open at their paths over the map, and none of them is recorded as a QR scan', async () => {
    const { page } = await newPhone();
    const ui = new AccountPages(page, baseUrl());
    const uploaded = watchUploads(page, 'qr_scan');
    for (const [path, title] of SCREENS) {
      await ui.open(path);
      expect(await ui.title.textContent(), path).toBe(title);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await queuedOps(page, 'qr_scan'), path).toEqual([]);
    }
    expect(uploaded).toEqual([]);
  });

  it('an unknown path is still a QR scan, and shows the map', async () => {
    const { page, map } = await newPhone();
    const uploaded = watchUploads<{ pathname: string }>(page, 'qr_scan');
    await map.open('/bord/westerkerk');
    expect(new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => uploaded.length, { timeout: 20_000 }).toBe(1);
    expect(uploaded[0]?.op.payload.pathname).toBe('/bord/westerkerk');
  });

  it('the browser Back button closes a screen instead of leaving the app', async () => {
    const { page, map } = await newPhone();
    await map.open('/');
    await page.getByTestId('menu-button').click();
    const ui = new AccountPages(page, baseUrl());
    await expect.poll(() => ui.title.textContent()).toBe('Menu');
    await page.getByTestId('menu-profile').click();
    await expect.poll(() => ui.title.textContent()).toBe('Profiel');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(await ui.dialog.count()).toBe(0);
    expect(await map.markers.count()).toBe(8);
  });
});

describe('the landing page and the menu', () => {
  const newPhone = usePhones();

  it('greets a first visit over the map, lets the walk start at once, and is in the menu afterwards', async () => {
    const { page, map } = await newPhone({ firstVisit: true });
    const ui = new AccountPages(page, baseUrl());
    await page.goto(ui.url('/'));
    await expect.poll(() => ui.title.textContent()).toBe('Welkom bij Routegids');
    expect(new URL(page.url()).pathname).toBe('/start');
    // The cards: a day pass, a subscription, the trial route, and three kinds of routes.
    expect(await page.getByTestId('offer-daypass').innerText()).toContain('15 EUR');
    expect(await page.getByTestId('offer-daypass').innerText()).toContain(
      '3 dagen · 6 unieke wandelroutes',
    );
    expect(await page.getByTestId('offer-subscription').innerText()).toContain('5 EUR per maand');
    expect(await page.getByTestId('landing-trial-link').getAttribute('href')).toBe('/routes');
    expect(await page.getByTestId('card-book-link').getAttribute('href')).toBe('/book-routes');
    expect(await page.getByTestId('card-subscriber-sign-in').getAttribute('href')).toBe(
      '/login/subscriber',
    );

    await page.getByTestId('start-walk').click();
    await map.waitUntilLoaded();
    expect(new URL(page.url()).pathname).toBe('/');
    await map.stepNext();
    expect(await map.counter.textContent()).toBe('2 / 8');

    // Remembered: the next visit goes straight to the map.
    await map.open('/');
    expect(await ui.dialog.count()).toBe(0);
    await page.getByTestId('menu-button').click();
    await page.getByTestId('menu-landing').click();
    await expect.poll(() => ui.title.textContent()).toBe('Welkom bij Routegids');
  });

  it('opens from a button that leaves the logo, the language switch and the markers in view', async () => {
    const { page, map } = await newPhone();
    await map.open('/');
    const button = await page.getByTestId('menu-button').boundingBox();
    const logo = await map.logo.boundingBox();
    const language = await map.languageSwitch.boundingBox();
    if (!button || !logo || !language) throw new Error('top bar not laid out');
    expect(button.x + button.width).toBeLessThanOrEqual(logo.x);
    expect(logo.x + logo.width).toBeLessThanOrEqual(language.x);
    expect(language.x + language.width).toBeLessThanOrEqual(390);
    for (const marker of await map.markers.all()) {
      const box = await marker.boundingBox();
      if (!box) continue;
      const overlaps = box.y < button.y + button.height && box.x < button.x + button.width;
      expect(overlaps).toBe(false);
    }

    await page.getByTestId('menu-button').click();
    const ui = new AccountPages(page, baseUrl());
    await expect.poll(() => ui.title.textContent()).toBe('Menu');
    const links = Object.fromEntries(
      await Promise.all(
        ['routes', 'favorites', 'stories', 'profile', 'contact', 'landing', 'sign-in'].map(
          async (name) => [name, await page.getByTestId(`menu-${name}`).getAttribute('href')],
        ),
      ),
    );
    expect(links).toEqual({
      routes: '/routes',
      favorites: '/favorites',
      stories: '/stories',
      profile: '/profile',
      contact: '/contact',
      landing: '/start',
      'sign-in': '/login',
    });
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });
});
