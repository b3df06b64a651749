import { describe, expect, it } from 'vitest';
import { usePhones } from '../support/phones.ts';
import { queuedOps, watchUploads } from '../support/uploads.ts';

interface VisitPayload {
  visit_id: string;
  session_id: string;
  pathname: string;
  location_index: number;
  completed: boolean;
}

describe('a walker opens the route screen on a phone', () => {
  const newWalker = usePhones();

  it('sees the map load, the logo, and the eight stops of the built-in route', async () => {
    const walker = await newWalker();
    const { map } = walker;
    await map.open('/');

    expect(await map.loadingOverlay.count()).toBe(0);
    expect(await map.logo.isVisible()).toBe(true);
    expect(await map.markers.count()).toBe(8);
    expect(await map.counter.textContent()).toBe('1 / 8');
    expect(await map.title.textContent()).toBeTruthy();
    expect(await map.activeMarker.count()).toBe(1);
  });

  it('steps through the route with next and previous, each disabled at its end', async () => {
    const walker = await newWalker();
    const { map } = walker;
    await map.open('/');

    expect(await map.previous.isDisabled()).toBe(true);
    expect(await map.next.isDisabled()).toBe(false);
    const firstTitle = await map.title.textContent();

    await map.stepNext(7);
    expect(await map.counter.textContent()).toBe('8 / 8');
    expect(await map.next.isDisabled()).toBe(true);
    expect(await map.previous.isDisabled()).toBe(false);
    expect(await map.title.textContent()).not.toBe(firstTitle);

    await map.previous.tap();
    expect(await map.counter.textContent()).toBe('7 / 8');
    expect(await map.next.isDisabled()).toBe(false);
  });

  it('selects a stop by tapping its marker', async () => {
    const walker = await newWalker();
    const { map } = walker;
    await map.open('/');

    await map.zoomOut(); // zoom 15 shows the neighbouring stops on a phone
    const { marker, number } = await map.visibleInactiveMarker();
    await marker.tap();
    expect(await map.counter.textContent()).toBe(`${number} / 8`);
    expect(await marker.getAttribute('data-active')).toBe('true');
    expect(await map.activeMarker.count()).toBe(1);
  });

  it('logs the walk as one visit, updated at every step and completed at the last stop', async () => {
    const { map, page } = await newWalker();
    const uploaded = watchUploads<VisitPayload>(page, 'visit_upsert');
    await map.open('/');
    await map.stepNext(7);
    await map.previous.tap();

    await expect.poll(() => uploaded.length, { timeout: 20_000 }).toBe(9);
    const steps = uploaded.map((u) => u.op.payload);
    expect(steps.map((v) => v.location_index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 6]);
    expect(steps.map((v) => v.completed)).toEqual([...Array(7).fill(false), true, true]);
    expect(new Set(steps.map((v) => v.visit_id)).size).toBe(1);
    expect(new Set(steps.map((v) => v.session_id)).size).toBe(1);
    expect(steps[0]?.pathname).toMatch(/^\/route\/[0-9a-f-]{36}$/);
    expect(uploaded.map((u) => u.status)).toEqual(Array(9).fill('applied'));

    await expect
      .poll(async () => (await queuedOps(page, 'visit_upsert')).length, { timeout: 10_000 })
      .toBe(0);

    // A reload in the same tab opens the same stop and goes on with the visit instead of
    // starting another (a reload logs nothing by itself).
    await page.reload();
    await map.waitUntilLoaded();
    expect(await map.counter.textContent()).toBe('7 / 8');
    await map.stepNext(1);
    await expect.poll(() => uploaded.length, { timeout: 20_000 }).toBe(10);
    expect(uploaded[9]?.op.payload).toMatchObject({
      visit_id: steps[0]?.visit_id,
      location_index: 7,
      completed: true,
    });
  });
});
