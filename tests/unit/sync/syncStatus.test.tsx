// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/db/database.ts';
import { setMeta } from '../../../src/db/meta.ts';
import { initI18n } from '../../../src/i18n/i18n.ts';
import { enqueueOp } from '../../../src/sync/outbox.ts';
import { SyncStatus } from '../../../src/ui/syncStatus/SyncStatus.tsx';

afterEach(async () => {
  cleanup();
  await db.outbox.clear();
  await db.meta.clear();
});

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('SyncStatus', () => {
  it('shows offline, the ops waiting, and the last update', async () => {
    initI18n('nl');
    await setMeta(db, 'lastSyncedAt', '2025-06-01T12:34:00Z');
    render(<SyncStatus />);
    const status = await screen.findByTestId('sync-status');
    await act(async () => {
      setOnline(false);
      const payload = { pathname: '/qr/1', user_agent: '', referrer: '' };
      await enqueueOp(db, { id: 'a', kind: 'qr_scan', payload, at: '', user_id: null });
      await enqueueOp(db, { id: 'b', kind: 'qr_scan', payload, at: '', user_id: null });
    });
    await screen.findByText(/^Offline · Nog te versturen: 2 · Bijgewerkt om \d\d:\d\d$/);
    expect(status.dataset.online).toBe('false');
    expect(screen.getByTestId('sync-pending').textContent).toBe('2');
    expect(status.title).toMatch(/^Offline · Nog te versturen: 2/);

    await act(async () => {
      setOnline(true);
      await db.outbox.clear();
    });
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(status.dataset.online).toBe('true');
    expect(status.dataset.pending).toBe('0');
    expect(screen.queryByTestId('sync-pending')).toBeNull();
    expect(screen.queryByText('Offline')).toBeNull();
  });
});
