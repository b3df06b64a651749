import { describe, expect, it } from 'vitest';
import { BUILTIN_LOCATIONS } from '../../src/db/builtin/museumplein.ts';
import { usePhones } from '../support/phones.ts';

/** On Museumplein, a few hundred metres from the first stop. */
const HERE = { latitude: 52.3579, longitude: 4.8816 };

describe('a walker who shares their location', () => {
  const newWalker = usePhones();

  it('sees themselves on the map and can get walking directions to the first stop', async () => {
    const walker = await newWalker({ geolocation: HERE });
    const { map, page } = walker;
    await map.open('/');
    expect(await map.navigate.count()).toBe(0);

    await map.locate.tap();
    await page.getByTestId('live-dot').waitFor();
    expect(await map.locate.getAttribute('aria-pressed')).toBe('true');

    const first = BUILTIN_LOCATIONS[0]!;
    const href = new URL((await map.navigate.getAttribute('href')) ?? '');
    expect(href.searchParams.get('destination')).toBe(`${first.lat},${first.lng}`);
    expect(href.searchParams.get('travelmode')).toBe('walking');
    expect(await map.navigate.getAttribute('target')).toBe('_blank');

    await map.locate.tap();
    await page.getByTestId('live-dot').waitFor({ state: 'detached' });
    expect(await map.navigate.count()).toBe(0);
  });

  it('turns live mode off again when the position cannot be had', async () => {
    const walker = await newWalker(); // no permission: the browser answers with an error
    const { map, page } = walker;
    const positionErrors: string[] = [];
    page.on('console', (m) => {
      if (m.text().startsWith('Position error')) positionErrors.push(m.text());
    });
    await map.open('/');
    await map.locate.tap();
    await expect.poll(() => positionErrors.length).toBeGreaterThan(0);
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid=locate]')?.getAttribute('aria-pressed') === 'false',
    );
    expect(await page.getByTestId('live-dot').count()).toBe(0);
  });
});
