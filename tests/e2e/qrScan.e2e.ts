import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newWalker, startBrowser, stopBrowser, type Walker } from './support/session.ts';

interface WireOp {
  id: string;
  kind: string;
  payload: { pathname?: string; user_agent?: string; referrer?: string };
}
interface OpResult {
  id: string;
  status: string;
}

/**
 * Every qr_scan op the page uploads through push_ops, with the server's verdict. The scan is
 * written to the outbox first and the sync engine sends it; watching the wire shows both.
 */
function watchUploadedScans(page: Page): Array<{ op: WireOp; result: OpResult | undefined }> {
  const uploaded: Array<{ op: WireOp; result: OpResult | undefined }> = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/rest/v1/rpc/push_ops') || !response.ok()) return;
    const body = response.request().postDataJSON() as { ops?: WireOp[] } | null;
    const json = (await response.json()) as OpResult[] | { results: OpResult[] };
    const results = Array.isArray(json) ? json : json.results;
    for (const op of body?.ops ?? []) {
      if (op.kind === 'qr_scan') uploaded.push({ op, result: results.find((r) => r.id === op.id) });
    }
  });
  return uploaded;
}

async function queuedScans(page: Page): Promise<WireOp[]> {
  const ops = await page.evaluate(
    () =>
      new Promise<WireOp[]>((resolve, reject) => {
        const open = indexedDB.open('routegids');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('outbox').objectStore('outbox').getAll();
          read.onsuccess = () => resolve(read.result as WireOp[]);
          read.onerror = () => reject(read.error);
        };
      }),
  );
  return ops.filter((op) => op.kind === 'qr_scan');
}

describe('a visitor scans a QR code on a sign in the street', () => {
  let walker: Walker;
  beforeAll(startBrowser);
  afterAll(stopBrowser);
  afterEach(async () => {
    expect(walker.errors).toEqual([]);
    await walker.context.close();
  });

  it('lands on the map at /, and the scan is recorded and reaches the server', async () => {
    walker = await newWalker();
    const { map, page } = walker;
    const uploaded = watchUploadedScans(page);
    await map.open('/qr/museumplein-3');

    expect(new URL(page.url()).pathname).toBe('/');
    expect(await map.markers.count()).toBe(8);

    await expect.poll(() => uploaded.length, { timeout: 20_000 }).toBe(1);
    const [{ op, result }] = uploaded as [(typeof uploaded)[number]];
    expect(op.payload.pathname).toBe('/qr/museumplein-3');
    expect(op.payload.user_agent).toContain('Chrome');
    expect(op.payload.referrer).toBe('');
    expect(op.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(result?.status).toBe('applied');
    // Uploaded ops leave the outbox.
    await expect.poll(async () => (await queuedScans(page)).length, { timeout: 10_000 }).toBe(0);
  });

  it('does not log a scan for a plain visit to /', async () => {
    walker = await newWalker();
    const { map, page } = walker;
    const uploaded = watchUploadedScans(page);
    await map.open('/');
    expect(await queuedScans(page)).toEqual([]);
    expect(uploaded).toEqual([]);
  });
});
