import { describe, expect, it } from 'vitest';
import { E2E_SUBSCRIBERS, signedInUser, startSignedIn } from '../support/e2eAccounts.ts';
import { baseUrl, usePhones } from '../support/phones.ts';
import { StoriesPage } from './pages/storiesPage.ts';

/** Near the Concertgebouw, in the museum quarter. */
const MUSEUM_QUARTER = { latitude: 52.3563, longitude: 4.8788 };

describe('more stories', () => {
  const newWalker = usePhones();

  it('tells a visitor without a subscription why there are none', async () => {
    const { page, map } = await newWalker();
    await map.open('/stories');
    const stories = new StoriesPage(page);
    await stories.empty.waitFor();
    expect(await stories.empty.getAttribute('data-reason')).toBe('not-subscribed');
    expect(await stories.empty.textContent()).toContain('Meer verhalen zijn er voor abonnees.');
  });

  it('lets a subscriber filter by category, search, and open a story on the map', async () => {
    const { page, map, context } = await newWalker({ geolocation: MUSEUM_QUARTER });
    await startSignedIn(context, await signedInUser(baseUrl(), E2E_SUBSCRIBERS[0]!));
    await map.open('/stories');
    const stories = new StoriesPage(page);
    // The subscriber's stories arrive with the first pull after the access check.
    await expect.poll(() => stories.items.count(), { timeout: 30_000 }).toBeGreaterThan(10);
    const all = await stories.items.count();
    expect(await stories.count.textContent()).toBe(`${all} verhalen`);

    await stories.chip('Architectuur').tap();
    const architecture = await stories.items.count();
    expect(architecture).toBeGreaterThan(0);
    expect(architecture).toBeLessThan(all);
    expect(new Set(await stories.categories())).toEqual(new Set(['Architectuur']));
    // Any of the selected: a second category adds its stories.
    await stories.chip('Parken & groen').tap();
    expect(await stories.items.count()).toBeGreaterThan(architecture);
    expect(new Set(await stories.categories())).toEqual(
      new Set(['Architectuur', 'Parken & groen']),
    );

    // Search narrows within the selected categories, whatever the case.
    await stories.search.fill('STATION');
    expect(await stories.titles()).toEqual(['Centraal Station']);
    await stories.search.fill('zzz');
    expect(await stories.empty.getAttribute('data-reason')).toBe('no-match');
    await page.getByText('Filters wissen').tap();
    expect(await stories.items.count()).toBe(all);

    // Nearby: within 500 m of the museum quarter only.
    await stories.near.tap();
    await expect.poll(() => stories.items.count(), { timeout: 10_000 }).toBeLessThan(all);
    expect(await stories.items.locator('.story-item__distance').first().textContent()).toMatch(
      / m hier vandaan$/,
    );
    await stories.near.tap();
    await expect.poll(() => stories.items.count()).toBe(all);

    // Choosing a story shows it on the map with its story open.
    await stories.search.fill('Centraal');
    await stories.items.first().tap();
    await stories.items.first().waitFor({ state: 'detached' });
    await map.waitForDrawer(true);
    expect(await map.title.textContent()).toBe('Centraal Station');
    expect(await map.markers.count()).toBe(1);
    expect(await map.activeMarker.getAttribute('aria-label')).toBe('Verhaal 1: Centraal Station');
    // Its article was not in the pull (sync_pull sends none): it is fetched as the story opens.
    await map.article.waitFor();
    expect(await map.article.textContent()).toContain(
      'Centraal Station werd ontworpen door Pierre Cuypers',
    );
    // Stored apart from its row, which still has none.
    const stored = await page.evaluate(
      () =>
        new Promise<{ row: unknown; article: string | null }>((resolve, reject) => {
          const open = indexedDB.open('routegids');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction(['locations', 'articles']);
            const all = tx.objectStore('locations').getAll();
            all.onsuccess = () => {
              const row = (
                all.result as { id: string; title_nl: string; article_nl: unknown }[]
              ).find((l) => l.title_nl === 'Centraal Station');
              const article = tx.objectStore('articles').get(row?.id ?? '');
              article.onsuccess = () =>
                resolve({ row: row?.article_nl, article: article.result?.article_nl ?? null });
            };
          };
        }),
    );
    expect(stored.row).toBeNull();
    expect(stored.article).toContain('Pierre Cuypers');
  });
});
