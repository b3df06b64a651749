// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reachStop, startWalk } from '../../../src/actions/walk.ts';
import { db } from '../../../src/db/database.ts';
import { readWalkSettings } from '../../../src/db/walkSession.ts';
import type { RouteStopView } from '../../../src/domain/stops.ts';
import { initI18n } from '../../../src/i18n/i18n.ts';
import type { WakeLockState } from '../../../src/lib/wakeLock.ts';
import { WalkSession } from '../../../src/ui/walk/WalkSession.tsx';
import { location, stop } from '../../fixtures/rows.ts';
import { ANDROID, DESKTOP, type Device, IPHONE, pretendDevice } from '../../support/fakeDevice.ts';

/**
 * The lock-screen note of a walk ("Met het scherm op slot volgt je browser je positie niet…"):
 * said once where the screen can lock with the walk on. That is where the wake lock is refused
 * or missing, and on an iPhone always, because iOS stops the page when the walker locks the
 * screen by hand, wake lock or not.
 */
const ROUTE = 'route-1';
const stops: RouteStopView[] = [1, 2, 3].map((n) => ({
  stop: stop(`st-${n}`, ROUTE, `loc-${n}`, n),
  location: location(`loc-${n}`),
  index: n - 1,
}));

let restoreNavigator: (() => void) | undefined;

beforeAll(() => initI18n('nl'));

beforeEach(async () => {
  await db.meta.clear();
  // A walk under way with its first stop reached: the bar's data-visited shows it has loaded.
  await startWalk(ROUTE, 0);
  await reachStop(ROUTE, 0, stops.length);
});

afterEach(() => {
  cleanup();
  restoreNavigator?.();
  restoreNavigator = undefined;
});

/** The walk session on `device`, once its stored walk has loaded and the wake lock answered. */
async function walkOn(device: Device, wakeLock: WakeLockState): Promise<void> {
  restoreNavigator?.();
  restoreNavigator = pretendDevice(device);
  render(
    <Provider store={createStore()}>
      <WalkSession
        routeId={ROUTE}
        stops={stops}
        index={0}
        onStep={() => {}}
        lang="nl"
        album={undefined}
      />
    </Provider>,
  );
  const bar = screen.getByTestId('walk-bar');
  await waitFor(() => {
    expect(bar.dataset.visited).toBe('0');
    expect(bar.dataset.wakeLock).toBe(wakeLock);
  });
}

const note = () => screen.queryByTestId('walk-lock-note');

describe('the lock-screen note during a walk', () => {
  it('shows on an iPhone even with the wake lock held, and once: "Begrepen" puts it away for good', async () => {
    await walkOn({ ...IPHONE, wakeLock: 'granted' }, 'held');
    expect(await screen.findByTestId('walk-lock-note')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Scherm aan houden' })).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Begrepen' })));
    await waitFor(() => expect(note()).toBeNull());

    // The next walk session (a reload, the next walk) knows it was said.
    cleanup();
    await walkOn({ ...IPHONE, wakeLock: 'granted' }, 'held');
    await waitFor(() => expect(note()).toBeNull());
    expect((await readWalkSettings(db)).lockNoteShown).toBe(true);
  });

  it.each([
    ['Android', ANDROID],
    ['a desktop browser', DESKTOP],
  ])('does not show on %s with the wake lock held', async (_name, device) => {
    await walkOn({ ...device, wakeLock: 'granted' }, 'held');
    expect(note()).toBeNull();
  });

  it('shows where the browser refuses the wake lock, with a button to ask again', async () => {
    await walkOn({ ...ANDROID, wakeLock: 'refused' }, 'refused');
    expect(await screen.findByTestId('walk-lock-note')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scherm aan houden' })).toBeTruthy();
  });

  it('shows where the browser has no wake lock', async () => {
    await walkOn({ ...DESKTOP, wakeLock: 'missing' }, 'unavailable');
    expect(await screen.findByTestId('walk-lock-note')).toBeTruthy();
  });
});
