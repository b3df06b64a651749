import { describe, expect, it } from 'vitest';
import { usePhones } from '../support/phones.ts';

describe('a tourist switches the app to English', () => {
  const newWalker = usePhones();

  it('sees Dutch first, English after the switch, and English again after a reload', async () => {
    const walker = await newWalker();
    const { map, page } = walker;
    await map.open('/');
    expect(await map.next.textContent()).toContain('Volgende');
    expect(await map.previous.textContent()).toContain('Vorige');
    expect(await page.getAttribute('html', 'lang')).toBe('nl');
    const dutchTitle = await map.title.textContent();
    expect(await map.zoomOutButton.getAttribute('aria-label')).toBe('Uitzoomen');

    await map.switchLanguage();
    expect(await map.next.textContent()).toContain('Next');
    expect(await map.previous.textContent()).toContain('Previous');
    expect(await map.languageSwitch.textContent()).toContain('Nederlands');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await map.title.textContent()).not.toBe(dutchTitle);
    expect(await map.zoomOutButton.getAttribute('aria-label')).toBe('Zoom out');

    await page.reload();
    await map.waitUntilLoaded();
    expect(await map.next.textContent()).toContain('Next');

    await map.tapHeader();
    await map.waitForDrawer(true);
    expect(await map.article.getAttribute('lang')).toBe('en');
  });
});
