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

    // Every painted frame after the tap is in one language: the switch offering Dutch back
    // while the buttons still spoke Dutch was a frame of both (the texts followed an effect late).
    const frames = await map.switchLanguageRecordingFrames();
    for (const frame of frames)
      expect(frame.next).toContain(frame.offers === 'NL' ? 'Next' : 'Volgende');
    expect(frames.at(-1)?.next).toContain('Next');
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
