import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { recordQrScan } from '../../../src/actions/recordQrScan.ts';
import { isQrScanPath } from '../../../src/app/paths.ts';
import { RoutegidsDB } from '../../../src/db/database.ts';

describe('which paths are QR scans', () => {
  it("is every path except the route screen and the app's own screens", () => {
    expect(isQrScanPath('/')).toBe(false);
    expect(isQrScanPath('/index.html')).toBe(false);
    expect(isQrScanPath('/qr/rijksmuseum')).toBe(true);
    expect(isQrScanPath('/anything')).toBe(true);
  });

  it('never takes a screen, an e-mail link or a shared stop for a scan', () => {
    for (const path of [
      '/login',
      '/login/',
      '/register',
      '/reset-password',
      '/auth/callback',
      '/checkout/success',
      '/routes/5f1c9c3e-0000-4000-8000-000000000001',
      '/r/builtin/3',
    ]) {
      expect(isQrScanPath(path), path).toBe(false);
    }
  });

  it('still takes paths that only resemble a screen for scans', () => {
    for (const path of ['/login/x/y', '/routes/a/b', '/r', '/loginx', '/r/a/3/extra']) {
      expect(isQrScanPath(path), path).toBe(true);
    }
  });
});

describe('recording a QR scan', () => {
  let db: RoutegidsDB | null = null;
  afterEach(async () => {
    db?.close();
    if (db) await db.delete();
  });

  it('queues one anonymous qr_scan op with the path, user agent and referrer', async () => {
    db = new RoutegidsDB(`qr-${crypto.randomUUID()}`);
    const at = new Date('2026-05-01T10:00:00.000Z');
    const id = await recordQrScan(
      db,
      { pathname: '/qr/3', userAgent: 'UA', referrer: 'https://x.nl/' },
      at,
    );

    const ops = await db.outbox.toArray();
    expect(ops).toHaveLength(1);
    expect(ops[0]).toMatchObject({
      id,
      kind: 'qr_scan',
      payload: { pathname: '/qr/3', user_agent: 'UA', referrer: 'https://x.nl/' },
      at: at.toISOString(),
      user_id: null,
      attempts: 0,
      last_error: null,
    });
  });

  it('cuts a long path to 1024 characters without splitting an escape', async () => {
    db = new RoutegidsDB(`qr-${crypto.randomUUID()}`);
    // The cut would otherwise fall inside "%E2%80%8B" (one character, three escapes).
    const pathname = `/qr/${'a'.repeat(1017)}%E2%80%8B${'b'.repeat(80)}`;
    await recordQrScan(db, { pathname, userAgent: 'UA', referrer: '' });
    const [op] = await db.outbox.toArray();
    const sent = (op!.payload as { pathname: string }).pathname;
    expect(sent.length).toBeLessThanOrEqual(1024);
    expect(pathname.startsWith(sent)).toBe(true);
    expect(() => decodeURIComponent(sent)).not.toThrow();
  });

  it('gives every scan its own id, so two scans of the same sign count twice', async () => {
    db = new RoutegidsDB(`qr-${crypto.randomUUID()}`);
    const scan = { pathname: '/qr/3', userAgent: 'UA', referrer: '' };
    const a = await recordQrScan(db, scan);
    const b = await recordQrScan(db, scan);
    expect(a).not.toBe(b);
    expect(await db.outbox.count()).toBe(2);
  });
});
