// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db/database.ts';
import type { LocationRow } from '../../../src/domain/rows.ts';
import type { RouteStopView } from '../../../src/domain/stops.ts';
import { initI18n } from '../../../src/i18n/i18n.ts';
import { createSyncEngine, type SyncEngine } from '../../../src/sync/engine.ts';
import { StopContent } from '../../../src/ui/stop/StopContent.tsx';
import { location, route, stop } from '../../fixtures/rows.ts';
import { FakeAuth, FakePlatform } from '../../support/fakePlatform.ts';
import { FakeServer } from '../../support/fakeSyncServer.ts';

/**
 * A stop shown without its article (sync_pull sends none): the drawer's content asks for it
 * through the action, the engine fetches and stores it, and the live query shows it. The
 * engine is the real one over the in-memory server, on the app's database.
 */
const server = new FakeServer();
let engine: SyncEngine;
vi.mock('../../../src/sync/supabase/runtime.ts', () => ({ startSync: async () => engine }));

function setOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeAll(async () => {
  initI18n('nl');
  server.putRoute(route('r1', { is_trial: true }));
  for (const n of [1, 2]) {
    server.putLocation(location(`l${n}`, { article_nl: `<p>Het verhaal van stop ${n}</p>` }));
    server.putStop(stop(`s${n}`, 'r1', `l${n}`, n));
  }
  engine = createSyncEngine({
    db,
    transport: server.transport(),
    auth: new FakeAuth(),
    platform: new FakePlatform(),
    log: () => {},
  });
  await engine.start();
  await engine.pull();
  await engine.idle();
});
afterAll(async () => {
  await engine.stop();
});
beforeEach(async () => {
  await db.articles.clear();
  server.articleCalls = [];
  setOnline(true);
});
afterEach(cleanup);

async function shown(id: string): Promise<RouteStopView> {
  const row = (await db.locations.get(id)) as LocationRow;
  return { stop: stop(`s${id.slice(1)}`, 'r1', id, 1), location: row, index: 0 };
}

describe('a stop whose article is not on the device', () => {
  it('shows a loading state, fetches its route’s articles, then shows the article', async () => {
    const view = await shown('l1');
    expect(view.location.article_nl).toBeNull();
    render(<StopContent view={view} lang="nl" compact />);
    expect(screen.getByTestId('article-loading').textContent).toContain('Tekst laden...');
    expect((await screen.findByTestId('article')).textContent).toBe('Het verhaal van stop 1');
    expect(server.articleCalls.map((c) => c.ids.sort())).toEqual([['l1', 'l2']]);
    expect((await db.articles.get('l2'))?.article_nl).toBe('<p>Het verhaal van stop 2</p>');
  });

  it('offline says the text comes with a connection or a downloaded route, then loads online', async () => {
    setOnline(false);
    render(<StopContent view={await shown('l1')} lang="nl" compact />);
    expect((await screen.findByTestId('article-unavailable')).textContent).toBe(
      'De tekst van dit verhaal komt zodra je verbinding hebt, of met de gedownloade route.',
    );
    expect(server.articleCalls).toEqual([]);
    await act(async () => setOnline(true));
    expect((await screen.findByTestId('article')).textContent).toBe('Het verhaal van stop 1');
  });

  it('shows a stored article at once and asks nothing', async () => {
    await db.articles.put({
      id: 'l2',
      article_nl: '<p>Bewaard</p>',
      article_en: null,
      change_seq: (await db.locations.get('l2'))!.change_seq,
    });
    render(<StopContent view={await shown('l2')} lang="nl" compact />);
    expect((await screen.findByTestId('article')).textContent).toBe('Bewaard');
    expect(server.articleCalls).toEqual([]);
  });
});

describe('a stop whose stored article is older than its row', () => {
  it('shows the stored article at once, then the newer one', async () => {
    const row = (await db.locations.get('l2'))!;
    await db.articles.put({
      id: 'l2',
      article_nl: '<p>Oude tekst</p>',
      article_en: null,
      change_seq: row.change_seq - 1,
    });
    render(<StopContent view={await shown('l2')} lang="nl" compact />);
    expect((await screen.findByTestId('article')).textContent).toBe('Oude tekst');
    await expect
      .poll(() => screen.getByTestId('article').textContent)
      .toBe('Het verhaal van stop 2');
    // Its route's other stop had none: one call brings both.
    expect(server.articleCalls.map((c) => [...c.ids].sort())).toEqual([['l1', 'l2']]);
  });
});
