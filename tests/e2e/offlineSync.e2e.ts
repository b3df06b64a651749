import { describe, expect, it } from 'vitest';
import { usePhones } from '../support/phones.ts';
import { queuedOps, watchUploads } from '../support/uploads.ts';

interface VisitPayload {
  visit_id: string;
  location_index: number;
}

describe('a walker who steps through the route without a connection', () => {
  const newWalker = usePhones();

  it('keeps each step on the phone while offline and sends them when the connection returns', async () => {
    const { map, page, context } = await newWalker();
    const status = page.getByTestId('sync-status');
    const uploaded = watchUploads<VisitPayload>(page, 'visit_upsert');
    await map.open('/');
    await expect.poll(() => uploaded.length, { timeout: 20_000 }).toBe(1);
    await expect.poll(async () => (await queuedOps(page, 'visit_upsert')).length).toBe(0);

    await context.setOffline(true);
    await expect.poll(() => status.getAttribute('data-online')).toBe('false');
    await map.stepNext(3);
    expect(await map.counter.textContent()).toBe('4 / 8');
    await expect.poll(async () => (await queuedOps(page, 'visit_upsert')).length).toBe(3);
    await expect.poll(() => status.getAttribute('data-pending')).toBe('3');
    expect(await status.textContent()).toContain('Offline');
    // The longer pill must not push the language switch off a phone's screen.
    const language = await map.languageSwitch.boundingBox();
    expect(language && language.x + language.width).toBeLessThanOrEqual(390);
    expect(uploaded).toHaveLength(1);

    await context.setOffline(false);
    await expect.poll(() => uploaded.length, { timeout: 20_000 }).toBe(4);
    expect(uploaded.map((u) => u.op.payload.location_index)).toEqual([0, 1, 2, 3]);
    expect(new Set(uploaded.map((u) => u.op.payload.visit_id)).size).toBe(1);
    expect(uploaded.map((u) => u.status)).toEqual(Array(4).fill('applied'));
    await expect.poll(() => status.getAttribute('data-pending')).toBe('0');
    expect(await status.getAttribute('data-online')).toBe('true');
  });
});
