// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RouteStopView } from '../../../src/domain/stops.ts';
import { initI18n } from '../../../src/i18n/i18n.ts';
import { StopDrawer } from '../../../src/ui/drawer/StopDrawer.tsx';
import { location, stop } from '../../fixtures/rows.ts';
import { stubResizeObserver } from '../../support/resizeObserver.ts';

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
const props = {
  activeIndex: 0,
  onStep: () => {},
  lang: 'nl' as const,
  book: false,
  stories: false,
};

describe('the drawer at start-up', () => {
  it('keeps its closed look until the stops are in, then mounts the sheet under the final title', async () => {
    // The sheet's chunk is in already (it downloads at once): still the peek while the stops
    // load, with no body to be pushed down when the title arrives.
    await import('../../../src/ui/drawer/StopSheet.tsx');
    const { rerender } = render(<StopDrawer stops={undefined} {...props} />);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getByTestId('drawer-peek')).toBeTruthy();
    expect(screen.queryByTestId('drawer')).toBeNull();

    rerender(<StopDrawer stops={stops} {...props} />);
    expect((await screen.findByTestId('drawer', {}, { timeout: 15_000 })).textContent).toContain(
      'Eerste halte',
    );
    expect(screen.queryByTestId('drawer-peek')).toBeNull();
  });

  it('keeps its closed look, with the title, while the map loads under the overlay', async () => {
    await import('../../../src/ui/drawer/StopSheet.tsx');
    const { rerender } = render(<StopDrawer stops={stops} {...props} deferSheet />);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getByTestId('drawer-peek').textContent).toContain('Eerste halte');
    expect(screen.queryByTestId('drawer')).toBeNull();

    rerender(<StopDrawer stops={stops} {...props} deferSheet={false} />);
    expect((await screen.findByTestId('drawer', {}, { timeout: 15_000 })).textContent).toContain(
      'Eerste halte',
    );
  });
});
