// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useWindowSize } from '../../../src/ui/useWindowSize.ts';

afterEach(cleanup);

/** Counts reads of window.innerWidth (each one makes a browser lay the page out first). */
function countWidthReads(width: number): { reads: () => number; resize: (w: number) => void } {
  let reads = 0;
  let current = width;
  Object.defineProperty(window, 'innerWidth', {
    configurable: true,
    get: () => {
      reads += 1;
      return current;
    },
  });
  return {
    reads: () => reads,
    resize: (w) => {
      current = w;
      window.dispatchEvent(new Event('resize'));
    },
  };
}

function Width() {
  const { width } = useWindowSize();
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {width} {clicks}
    </button>
  );
}

describe('useWindowSize', () => {
  it('reads the window once per resize, not on every render', async () => {
    const window = countWidthReads(390);
    render(
      <>
        <Width />
        <Width />
      </>,
    );
    const [first] = screen.getAllByRole('button');
    if (!first) throw new Error('no button');
    for (let i = 0; i < 5; i++) fireEvent.click(first);
    expect(first.textContent).toBe('390 5');
    expect(window.reads()).toBeLessThanOrEqual(1);

    await act(async () => window.resize(1280));
    expect(first.textContent).toBe('1280 5');
    for (let i = 0; i < 5; i++) fireEvent.click(first);
    expect(window.reads()).toBeLessThanOrEqual(2);
  });
});
