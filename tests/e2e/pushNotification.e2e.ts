import { describe, expect, it } from 'vitest';
import { baseUrl, usePhones } from '../support/phones.ts';

/**
 * The built service worker shows a push message: Chromium's DevTools protocol delivers one to
 * the worker as a push service would (no push service is reachable here), and the page reads
 * back what the worker showed.
 */
describe('a push message reaches the phone', () => {
  const newPhone = usePhones();

  it('the service worker shows it, carrying the screen a tap opens', async () => {
    const { page, context, map } = await newPhone({ serviceWorker: true });
    const origin = new URL(baseUrl()).origin;
    await context.grantPermissions(['notifications'], { origin });
    await map.open('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registration,
      data: JSON.stringify({
        title: 'Je dagpas verloopt over een uur',
        body: 'Je dagpas is nog geldig tot 14:05.',
        url: '/profile',
        tag: 'daypass-expiry',
      }),
    });
    const shown = () =>
      page.evaluate(async () => {
        const reg = await navigator.serviceWorker.ready;
        return (await reg.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data as unknown,
        }));
      });
    await expect.poll(shown, { timeout: 10_000 }).toEqual([
      {
        title: 'Je dagpas verloopt over een uur',
        body: 'Je dagpas is nog geldig tot 14:05.',
        tag: 'daypass-expiry',
        data: { url: '/profile' },
      },
    ]);
  });
});
