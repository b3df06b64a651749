import { describe, expect, it } from 'vitest';
import { usePhones } from '../support/phones.ts';
import { queuedOps, watchUploads } from '../support/uploads.ts';

interface ScanPayload {
  pathname?: string;
  user_agent?: string;
  referrer?: string;
}

describe('a visitor scans a QR code on a sign in the street', () => {
  const newWalker = usePhones();

  it('lands on the map at /, and the scan is recorded and reaches the server', async () => {
    const walker = await newWalker();
    const { map, page } = walker;
    const uploaded = watchUploads<ScanPayload>(page, 'qr_scan');
    await map.open('/qr/museumplein-3');

    expect(new URL(page.url()).pathname).toBe('/');
    expect(await map.markers.count()).toBe(8);

    await expect.poll(() => uploaded.length, { timeout: 20_000 }).toBe(1);
    const [{ op, status }] = uploaded as [(typeof uploaded)[number]];
    expect(op.payload.pathname).toBe('/qr/museumplein-3');
    expect(op.payload.user_agent).toContain('Chrome');
    expect(op.payload.referrer).toBe('');
    expect(op.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(status).toBe('applied');
    // Uploaded ops leave the outbox.
    await expect
      .poll(async () => (await queuedOps(page, 'qr_scan')).length, { timeout: 10_000 })
      .toBe(0);
  });

  it('does not log a scan for a plain visit to /', async () => {
    const walker = await newWalker();
    const { map, page } = walker;
    const uploaded = watchUploads<ScanPayload>(page, 'qr_scan');
    await map.open('/');
    expect(await queuedOps(page, 'qr_scan')).toEqual([]);
    expect(uploaded).toEqual([]);
  });
});
