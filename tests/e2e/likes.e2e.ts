import { describe, expect, it } from 'vitest';
import { signedInUser, startSignedIn } from '../support/e2eAccounts.ts';
import { baseUrl, usePhones } from '../support/phones.ts';
import { watchUploads } from '../support/uploads.ts';

interface LikePayload {
  location_id: string;
  liked: boolean;
}

describe('a signed-in walker likes stops and finds them in favorites', () => {
  const newWalker = usePhones();

  it('shows no like button without a session', async () => {
    const { page, map } = await newWalker();
    await map.open('/');
    await map.tapHeader();
    await map.waitForDrawer(true);
    await page.getByTestId('audio-player').first().waitFor();
    expect(await page.getByTestId('like-button').count()).toBe(0);
  });

  it('likes a stop, sees the count move at once and the server take it, then finds it in favorites', async () => {
    const walker = await newWalker();
    const { page, map, context } = walker;
    await startSignedIn(context, await signedInUser(baseUrl(), 'liker-1@e2e.example.com'));
    const uploaded = watchUploads<LikePayload>(page, 'like_set');
    await map.open('/');
    await map.stepNext(2);
    await map.tapHeader();
    await map.waitForDrawer(true);
    const like = page.locator('[data-testid=drawer] [data-testid=like-button]');
    await like.waitFor({ timeout: 20_000 });
    const title = await map.title.getAttribute('title');
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    expect(await like.textContent()).toContain('0 likes');

    await like.tap();
    // At once (optimistic), before the server has answered.
    await expect.poll(() => like.getAttribute('aria-pressed'), { timeout: 2000 }).toBe('true');
    expect(await like.textContent()).toContain('1 like');
    await expect.poll(() => uploaded.length, { timeout: 20_000 }).toBe(1);
    expect(uploaded[0]?.op.payload.liked).toBe(true);
    expect(uploaded[0]?.status).toBe('applied');

    // Favorites lists it (the app opened afresh, at stop 1); choosing it shows that stop.
    await page.goto(new URL('/favorites', baseUrl()).toString());
    const favorite = page.getByTestId('favorite');
    await favorite.first().waitFor({ timeout: 20_000 });
    expect(await favorite.count()).toBe(1);
    expect(await favorite.textContent()).toContain(title ?? '');
    await favorite.tap();
    await page.getByTestId('favorites-list').waitFor({ state: 'detached' });
    expect(await map.counter.textContent()).toBe('3 / 8');
    expect(await map.title.getAttribute('title')).toBe(title);

    // Unliking takes it back down, and out of favorites.
    await map.waitForDrawer(true);
    await like.tap();
    await expect.poll(() => like.textContent(), { timeout: 2000 }).toContain('0 likes');
    await expect.poll(() => uploaded.length, { timeout: 20_000 }).toBe(2);
    expect(uploaded[1]?.op.payload.liked).toBe(false);
  });
});
