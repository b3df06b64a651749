// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteStopView } from '../../../src/domain/stops.ts';
import { initI18n } from '../../../src/i18n/i18n.ts';
import { StopCarousel } from '../../../src/ui/routeDetail/StopCarousel.tsx';
import { location, stop } from '../../fixtures/rows.ts';
import { stubResizeObserver } from '../../support/resizeObserver.ts';

beforeAll(() => {
  initI18n('nl');
  stubResizeObserver();
});

afterEach(cleanup);

const stops: RouteStopView[] = Array.from({ length: 5 }, (_, i) => ({
  stop: stop(`s${i}`, 'r1', `l${i}`, i),
  location: location(`l${i}`, {
    title_nl: `Stop nummer ${i + 1}`,
    article_nl: `<p>Verhaal ${i + 1}</p>`,
    slider_images: [`/img/${i}-1.jpg`, `/img/${i}-2.jpg`, `/img/${i}-3.jpg`],
  }),
  index: i,
}));

function renderCarousel(index: number, onIndex = vi.fn(), visited?: ReadonlySet<number>) {
  render(
    <StopCarousel
      stops={stops}
      index={index}
      onIndex={onIndex}
      withCta
      lang="nl"
      album="Route"
      onClose={() => {}}
      visited={visited}
    />,
  );
  return onIndex;
}

/** The slides that render content, by their stop index. */
const renderedSlides = () =>
  screen.queryAllByTestId('stop-slide').map((el) => Number(el.getAttribute('data-index')));
const placeholders = () =>
  screen.queryAllByTestId('slide-placeholder').map((el) => Number(el.getAttribute('data-index')));

describe('the stop carousel', () => {
  it('marks the stops reached on the walk, and only those', () => {
    renderCarousel(1, vi.fn(), new Set([0, 1]));
    const marked = screen
      .getAllByTestId('stop-slide')
      .map((el) => [
        Number(el.getAttribute('data-index')),
        !!el.querySelector('[data-testid=slide-visited]'),
      ]);
    expect(marked).toEqual([
      [0, true],
      [1, true],
      [2, false],
    ]);
    expect(screen.getAllByTestId('slide-visited')[0]?.textContent).toBe(
      '✓ Bezocht tijdens je wandeling',
    );
  });

  it('renders only the active slide and its neighbours; the others are blank', () => {
    renderCarousel(2);
    expect(renderedSlides()).toEqual([1, 2, 3]);
    expect(placeholders()).toEqual([0, 4]);
    expect(screen.queryByTestId('cta-slide')).toBeNull();
  });

  it('moves the window with the active slide and reports the new stop', async () => {
    const onIndex = renderCarousel(0);
    expect(renderedSlides()).toEqual([0, 1]);
    await act(async () => fireEvent.click(screen.getByTestId('detail-next')));
    expect(onIndex).toHaveBeenLastCalledWith(1);
    expect(renderedSlides()).toEqual([0, 1, 2]);
    expect(placeholders()).toEqual([3, 4]);
  });

  it('loads the first picture at once and the next ones 500 ms later', async () => {
    vi.useFakeTimers();
    try {
      renderCarousel(0);
      const active = screen.getAllByTestId('stop-slide')[0]!;
      expect(active.querySelector('[data-testid=gallery-main]')?.getAttribute('src')).toContain(
        '/img/0-1.jpg?w=',
      );
      expect(active.querySelectorAll('[data-testid=gallery-thumb] img')).toHaveLength(0);
      await act(async () => vi.advanceTimersByTime(500));
      const thumbs = [...active.querySelectorAll('[data-testid=gallery-thumb] img')];
      expect(thumbs.map((img) => img.getAttribute('src')?.split('?')[0])).toEqual([
        '/img/0-2.jpg',
        '/img/0-3.jpg',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows "Content laden..." on the active slide until its first picture has loaded', async () => {
    renderCarousel(0);
    expect(screen.getByTestId('slide-loading').textContent).toContain('Content laden...');
    const main = screen.getAllByTestId('gallery-main')[0]!;
    await act(async () => fireEvent.load(main));
    expect(screen.queryByTestId('slide-loading')).toBeNull();
  });

  it('jumps from the last stop to the call to action with "Vond je deze wandeling leuk?"', async () => {
    renderCarousel(4);
    const button = screen.getByTestId('liked-walk');
    expect(button.textContent).toBe('Vond je deze wandeling leuk?');
    await act(async () => fireEvent.click(button));
    expect(screen.getByTestId('cta-slide')).toBeTruthy();
    const link = screen.getByTestId('newsletter-link');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
