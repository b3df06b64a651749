// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteStopView } from '../../../src/domain/stops.ts';
import { initI18n } from '../../../src/i18n/i18n.ts';
import { StopDrawer } from '../../../src/ui/drawer/StopDrawer.tsx';
import { location, stop } from '../../fixtures/rows.ts';
import { stubResizeObserver } from '../../support/resizeObserver.ts';

// Whether anything has asked for the sheet's chunk yet (the factory runs on its first import).
const sheetChunk = vi.hoisted(() => ({ requested: false }));
vi.mock('../../../src/ui/drawer/StopSheet.tsx', async (original) => {
  sheetChunk.requested = true;
  return original();
});

beforeAll(() => {
  initI18n('nl');
  stubResizeObserver();
});
afterEach(cleanup);

const stops: RouteStopView[] = [
  {
    stop: stop('s1', 'r1', 'l1', 1),
    location: location('l1', { title_nl: 'Eerste halte' }),
    index: 0,
  },
];
const props = { activeIndex: 0, onStep: () => {}, lang: 'nl' as const, book: false };

describe('the drawer while the map starts', () => {
  it('leaves the sheet chunk alone under the overlay and fetches it once the map shows', async () => {
    const { rerender } = render(
      <StopDrawer stops={stops} {...props} stories={false} deferSheet sheetChunkWaits />,
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(sheetChunk.requested).toBe(false);
    expect(screen.getByTestId('drawer-peek').textContent).toContain('Eerste halte');

    rerender(
      <StopDrawer stops={stops} {...props} stories={false} deferSheet={false} sheetChunkWaits />,
    );
    expect((await screen.findByTestId('drawer', {}, { timeout: 15_000 })).textContent).toContain(
      'Eerste halte',
    );
    expect(sheetChunk.requested).toBe(true);
  });
});
