// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db/database.ts';
import type { PackRow } from '../../../src/db/rows.ts';
import { initI18n } from '../../../src/i18n/i18n.ts';
import { mapOfflineStyleAtom } from '../../../src/state/map.ts';
import { MapPackPill } from '../../../src/ui/packs/MapPackPill.tsx';
import PackControl from '../../../src/ui/packs/PackControl.tsx';

const actions = vi.hoisted(() => ({
  downloadRoute: vi.fn(),
  sizeRoutePack: vi.fn(async () => 2_400_000),
  deleteRoutePack: vi.fn(async () => {}),
  repairRoutePack: vi.fn(async () => true),
}));
vi.mock('../../../src/actions/packs/downloadRoute.ts', () => ({
  downloadRoute: actions.downloadRoute,
  sizeRoutePack: actions.sizeRoutePack,
}));
vi.mock('../../../src/actions/packs/managePacks.ts', () => ({
  deleteRoutePack: actions.deleteRoutePack,
  repairRoutePack: actions.repairRoutePack,
}));
vi.mock('../../../src/lib/storageSpace.ts', () => ({
  storageSpace: async () => ({ free: 2_100_000_000, usage: 0, quota: null }),
  isStoragePersistent: async () => false,
}));

const ROUTE = 'route-1';

function row(over: Partial<PackRow>): PackRow {
  return {
    route_id: ROUTE,
    state: 'none',
    version: 'v1',
    files: [
      { url: '/a.mp3', kind: 'audio', bytes: 2_000_000 },
      { url: '/b.webp', kind: 'image', bytes: 400_000 },
    ],
    bytes_done: 0,
    bytes_total: 2_400_000,
    files_done: 0,
    files_total: 2,
    videos: [],
    with_videos: false,
    ready_version: null,
    error: null,
    error_detail: null,
    auto: false,
    checked_at: null,
    updated_at: '',
    ...over,
  };
}

function renderWith(node: ReactNode, store = createStore()) {
  return render(<Provider store={store}>{node}</Provider>);
}

const control = () => renderWith(<PackControl routeId={ROUTE} routeName="Museumplein" />);

beforeAll(() => initI18n('nl'));
beforeEach(async () => {
  await db.packs.clear();
  vi.clearAllMocks();
});
afterEach(cleanup);

describe('the download control', () => {
  it('works out the size of a route with no plan yet', async () => {
    control();
    await waitFor(() => expect(actions.sizeRoutePack).toHaveBeenCalledWith(ROUTE));
  });

  it('shows the size and the space left, and asks on mobile data before downloading', async () => {
    await db.packs.put(row({}));
    actions.downloadRoute.mockResolvedValueOnce({ status: 'needs-consent', bytes: 2_400_000 });
    control();
    const button = await screen.findByRole('button', { name: 'Download voor offline: 2,4 MB' });
    await screen.findByText('2,1 GB vrij');
    expect(actions.sizeRoutePack).not.toHaveBeenCalled();

    fireEvent.click(button);
    await screen.findByText('Je gebruikt mobiele data. Toch 2,4 MB downloaden?');
    expect(actions.downloadRoute).toHaveBeenLastCalledWith(ROUTE, {
      consent: false,
      withVideos: false,
    });
    actions.downloadRoute.mockResolvedValueOnce({ status: 'started', bytes: 2_400_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Toch downloaden' }));
    await waitFor(() =>
      expect(actions.downloadRoute).toHaveBeenLastCalledWith(ROUTE, {
        consent: true,
        withVideos: false,
      }),
    );
  });

  it('says when there is no room', async () => {
    await db.packs.put(row({}));
    actions.downloadRoute.mockResolvedValueOnce({
      status: 'no-space',
      bytes: 2_400_000,
      free: 1_000_000,
    });
    control();
    fireEvent.click(await screen.findByTestId('pack-download'));
    await screen.findByText('Niet genoeg ruimte: 2,4 MB nodig, 1,0 MB vrij.');
  });

  it('shows progress by bytes while downloading', async () => {
    await db.packs.put(row({ state: 'downloading', bytes_done: 1_200_000, files_done: 1 }));
    control();
    expect((await screen.findByTestId('pack-status')).textContent).toContain('Downloaden: 50%');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText('1,2 MB van 2,4 MB')).toBeTruthy();
  });

  it('says ready with the size, and deletes on request', async () => {
    await db.packs.put(
      row({ state: 'complete', ready_version: 'v1', bytes_done: 2_400_000, files_done: 2 }),
    );
    control();
    expect((await screen.findByTestId('pack-status')).textContent).toContain(
      'Offline klaar · 2,4 MB',
    );
    fireEvent.click(
      screen.getByRole('button', { name: 'Offline download van Museumplein verwijderen' }),
    );
    await waitFor(() => expect(actions.deleteRoutePack).toHaveBeenCalledWith(ROUTE));
  });

  it('shows no state until the pack is read: a ready pack never flashes as "download"', async () => {
    await db.packs.put(
      row({ state: 'complete', ready_version: 'v1', bytes_done: 2_400_000, files_done: 2 }),
    );
    control();
    expect(screen.queryByTestId('pack-control')).toBeNull();
    expect((await screen.findByTestId('pack-control')).dataset.state).toBe('ready');
  });

  it('explains a full disk and offers to try again; an evicted pack is offered a repair', async () => {
    await db.packs.put(row({ state: 'error', error: 'quota', files_done: 1 }));
    const { unmount } = control();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Geen ruimte meer op dit toestel',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(actions.repairRoutePack).toHaveBeenCalledWith(ROUTE));
    unmount();

    await db.packs.put(
      row({ state: 'error', error: 'evicted', ready_version: 'v1', files_done: 1 }),
    );
    control();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'de browser heeft een deel van de download gewist',
    );
    expect(screen.getByRole('button', { name: 'Herstellen' })).toBeTruthy();
  });
});

describe('the map’s offline pill', () => {
  it('says "Route offline klaar" only for a complete pack', async () => {
    await db.packs.put(row({ state: 'downloading', bytes_done: 600_000, files_done: 1 }));
    renderWith(<MapPackPill routeId={ROUTE} />);
    await waitFor(() =>
      expect(screen.getByTestId('map-pack').textContent).toContain('Downloaden: 25%'),
    );
    await act(() => db.packs.put(row({ state: 'complete', ready_version: 'v1' })));
    expect((await screen.findByTestId('map-pack-ready')).textContent).toContain(
      'Route offline klaar',
    );
  });

  it('says "Geen kaart offline" only when the map fell back to the style without streets', async () => {
    const store = createStore();
    store.set(mapOfflineStyleAtom, true);
    await db.packs.put(row({ state: 'complete', ready_version: 'v1' }));
    renderWith(<MapPackPill routeId={ROUTE} />, store);
    expect((await screen.findByTestId('map-offline')).textContent).toBe('Geen kaart offline');
  });
});

describe('videos in a pack', () => {
  it('are left out unless the walker ticks them, and the box says what they add', async () => {
    await db.packs.put(row({ videos: [{ url: '/v.mp4', kind: 'video', bytes: 12_000_000 }] }));
    actions.downloadRoute.mockResolvedValue({ status: 'started', bytes: 1 });
    control();
    const box = (await screen.findByLabelText('Video’s meenemen (+12 MB)')) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    const button = screen.getByTestId('pack-download');
    await waitFor(() => expect(button.textContent).toBe('Download voor offline: 14 MB'));
    fireEvent.click(button);
    await waitFor(() =>
      expect(actions.downloadRoute).toHaveBeenLastCalledWith(ROUTE, {
        consent: false,
        withVideos: true,
      }),
    );
  });
});
