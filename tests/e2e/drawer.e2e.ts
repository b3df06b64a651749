import { describe, expect, it } from 'vitest';
import { usePhones } from '../support/phones.ts';

describe('the story drawer', () => {
  const newWalker = usePhones();

  it('opens when the walker taps its header and closes when they tap the dimmed map', async () => {
    const walker = await newWalker();
    const { map } = walker;
    await map.open('/');
    const closedTop = await map.sheetTop();

    await map.tapHeader();
    await map.waitForDrawer(true);
    expect(await map.sheetTop()).toBeLessThan(closedTop - 300);
    expect(await map.drawerOverlay.isVisible()).toBe(true);
    expect(await map.article.isVisible()).toBe(true);

    await map.tapOverlay();
    await map.waitForDrawer(false);
    expect(Math.abs((await map.sheetTop()) - closedTop)).toBeLessThan(2);
    await map.drawerOverlay.waitFor({ state: 'detached' });
  });

  it('opens when dragged up and closes when dragged down; a short drag springs back', async () => {
    const walker = await newWalker();
    const { map } = walker;
    await map.open('/');
    const closedTop = await map.sheetTop();

    await map.dragHeader(-20);
    await map.waitForDrawer(false);
    expect(Math.abs((await map.sheetTop()) - closedTop)).toBeLessThan(2);

    await map.dragHeader(-200);
    await map.waitForDrawer(true);
    expect(await map.sheetTop()).toBeLessThan(closedTop - 300);

    await map.dragHeader(200);
    await map.waitForDrawer(false);
    expect(Math.abs((await map.sheetTop()) - closedTop)).toBeLessThan(2);
  });

  it('follows the finger from the first touch of a fresh page', async () => {
    // No earlier tap or drag: whatever sets the drag up, the walker's first press drags.
    const walker = await newWalker();
    const { map } = walker;
    await map.open('/');
    const closedTop = await map.sheetTop();
    let heldTop = closedTop;

    await map.dragHeader(-120, 12, async () => {
      heldTop = await map.sheetTop();
    });
    expect(heldTop).toBeLessThan(closedTop - 100);
    await map.waitForDrawer(true);
  });

  it('keeps the page behind it from scrolling while open, and gives scrolling back on close', async () => {
    const walker = await newWalker();
    const { map, page } = walker;
    await map.open('/');
    // Make the document taller than the screen, so there is something to scroll.
    await page.evaluate(() => {
      const tall = document.createElement('div');
      tall.style.height = '3000px';
      document.body.append(tall);
    });

    await map.tapHeader();
    await map.waitForDrawer(true);
    const locked = await page.evaluate(() => [
      getComputedStyle(document.body).overflow,
      getComputedStyle(document.documentElement).overflow,
    ]);
    expect(locked).toEqual(['hidden', 'hidden']);
    expect(await map.scrollPage(600)).toBe(0);

    await map.tapOverlay();
    await map.waitForDrawer(false);
    const restored = await page.evaluate(() => [
      document.body.style.overflow,
      document.documentElement.style.overflow,
    ]);
    expect(restored).toEqual(['', '']);
    expect(await map.scrollPage(600)).toBeGreaterThan(0);
  });
});
