import { describe, expect, it } from 'vitest';
import { usePhones } from '../support/phones.ts';
import { DetailPage } from './pages/detailPage.ts';
import { RoutesPage } from './pages/routesPage.ts';
import { swipe } from './pages/touch.ts';

describe('a walker goes through the stops in the detail view', () => {
  const newWalker = usePhones();

  it('swipes from stop to stop, and the map stays on the stop the carousel shows', async () => {
    const { page, map } = await newWalker();
    await map.open('/');
    const detail = new DetailPage(page);
    await detail.openFromMap();
    await detail.waitUntilReady();
    expect(await detail.counter.textContent()).toBe('1 / 8');
    const first = await detail.active.getByTestId('slide-title').textContent();

    await detail.swipe('left');
    expect(await detail.counter.textContent()).toBe('2 / 8');
    await detail.swipe('left');
    expect(await detail.counter.textContent()).toBe('3 / 8');
    expect(await detail.active.getByTestId('slide-title').textContent()).not.toBe(first);
    await detail.swipe('right');
    expect(await detail.counter.textContent()).toBe('2 / 8');
    // Only the active slide and its neighbours have content.
    expect(await page.getByTestId('stop-slide').count()).toBe(3);

    const title = await detail.active.getByTestId('slide-title').textContent();
    await detail.close();
    expect(await map.counter.textContent()).toBe('2 / 8');
    expect(await map.title.getAttribute('title')).toBe(title);
    expect(await map.activeMarker.getAttribute('aria-label')).toContain('Stop 2');
  });

  it('plays a stop’s audio, shows the time moving, seeks, and stops it for another stop', async () => {
    const { page, map } = await newWalker();
    await map.open('/');
    const detail = new DetailPage(page);
    await detail.openFromMap();
    const one = detail.audio(0);
    expect(await one.status.textContent()).toBe('Gestopt');

    await one.toggle.tap();
    await expect.poll(() => one.status.textContent(), { timeout: 10_000 }).toBe('Spelend');
    await expect.poll(() => detail.position(0), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(await one.time.textContent()).toMatch(/^\d+:\d\d \/ 1:\d\d$/);

    await detail.seek(0, 40);
    await expect.poll(() => detail.position(0)).toBeGreaterThanOrEqual(40);

    await detail.next.tap();
    const two = detail.audio(1);
    await two.toggle.tap();
    await expect.poll(() => two.status.textContent(), { timeout: 10_000 }).toBe('Spelend');
    // The first stop is stopped and back at the start.
    await detail.previous.tap();
    expect(await one.status.textContent()).toBe('Gestopt');
    expect(await detail.position(0)).toBe(0);
    // The drawer's player is the same one: it shows stop 2 playing.
    await detail.close();
    await map.next.tap();
    await expect
      .poll(() => page.locator('[data-testid=drawer] [data-testid=audio-status]').textContent())
      .toBe('Spelend');
  });

  it('opens a photo full screen, swipes to the next, and closes it with a tap', async () => {
    const { page, map } = await newWalker();
    await map.open('/');
    const detail = new DetailPage(page);
    await detail.openFromMap();
    await detail.waitUntilReady();

    await detail.active.getByTestId('gallery-main').tap();
    await detail.viewer.waitFor();
    expect(await detail.viewer.evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
    const photos = detail.viewer.getByTestId('viewer-photo');
    expect(await photos.first().getAttribute('src')).toMatch(
      /\/img\/route\/stop-1\.webp\?w=576&q=80$/,
    );
    await expect
      .poll(() => detail.viewer.locator('.photo-viewer__count').textContent())
      .toBe('1 / 3');

    // Across the photo, clear of the previous/next buttons at its middle.
    const box = (await detail.viewer.boundingBox())!;
    const y = box.height * 0.42;
    await swipe(page, { x: box.width * 0.75, y }, { x: box.width * 0.05, y });
    await expect
      .poll(() => detail.viewer.locator('.photo-viewer__count').textContent())
      .toBe('2 / 3');
    // A swipe is not a tap: the viewer is still open.
    expect(await detail.viewer.isVisible()).toBe(true);

    await detail.viewer.tap({ position: { x: box.width / 2, y: box.height / 2 } });
    await detail.viewer.waitFor({ state: 'detached' });
    // Back in the carousel, which is still open.
    expect(await detail.root.isVisible()).toBe(true);
  });

  it('reaches the call to action from the last stop, whose button opens the newsletter in a new tab', async () => {
    const { page, map } = await newWalker();
    await map.open('/');
    await map.stepNext(7);
    const detail = new DetailPage(page);
    await detail.openFromMap();
    expect(await detail.counter.textContent()).toBe('8 / 8');
    await detail.slide(7).getByTestId('liked-walk').tap();
    await detail.cta.waitFor();
    await expect.poll(() => detail.bullets.last().getAttribute('class')).toContain('active');
    const link = page.getByTestId('newsletter-link');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    // Pagination is clickable: back to stop 1.
    await detail.bullets.first().tap();
    await expect.poll(() => detail.counter.textContent()).toBe('1 / 8');
  });

  it('shows a stop’s video, and says so when a video cannot load', async () => {
    const { page, map } = await newWalker();
    await map.open('/');
    const routes = new RoutesPage(page);
    await routes.openFromMap();
    await routes.pick('Proefwandeling');
    await routes.startRoute();
    const detail = new DetailPage(page);
    await detail.openFromMap();

    const video = detail.slide(0).getByTestId('stop-video');
    await video.waitFor();
    expect(await video.getAttribute('poster')).toMatch(/westerkerk-poster\.jpg\?w=\d+&q=80$/);
    await detail.waitUntilReady();

    await detail.next.tap();
    await detail.slide(1).getByTestId('video-failed').waitFor({ timeout: 10_000 });
    expect(await detail.slide(1).getByTestId('video-failed').textContent()).toBe(
      'Video failed to load.',
    );
    await detail.waitUntilReady();
    // More than five photos: five thumbnails on a phone, the last one says how many more.
    await detail.next.tap();
    const thumbs = detail.slide(2).getByTestId('gallery-thumb');
    await expect.poll(() => thumbs.count()).toBe(5);
    expect(await thumbs.last().textContent()).toBe('+1');
  });
});
