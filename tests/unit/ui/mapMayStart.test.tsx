// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAP_WAITS_FOR_DATA_MS, useMapMayStart } from '../../../src/ui/map/useMapMayStart.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useMapMayStart', () => {
  it('holds the map back until the stops it shows are known', () => {
    const { result, rerender } = renderHook(({ known }) => useMapMayStart(known, false), {
      initialProps: { known: false },
    });
    expect(result.current).toBe(false);
    rerender({ known: true });
    expect(result.current).toBe(true);
  });

  it('starts at once when they are known at the first render (a return visit)', () => {
    const { result } = renderHook(() => useMapMayStart(true, false));
    expect(result.current).toBe(true);
  });

  it('starts at once, before the stops are known, on a visit after the route was stored', () => {
    const { result } = renderHook(() => useMapMayStart(false, true));
    expect(result.current).toBe(true);
  });

  it('starts the map anyway when the data does not come (a stuck database)', () => {
    const { result } = renderHook(() => useMapMayStart(false, false));
    act(() => vi.advanceTimersByTime(MAP_WAITS_FOR_DATA_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('keeps a started map when the data reloads (another route, new filters)', () => {
    const { result, rerender } = renderHook(({ known }) => useMapMayStart(known, false), {
      initialProps: { known: true },
    });
    rerender({ known: false });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(MAP_WAITS_FOR_DATA_MS * 2));
    expect(result.current).toBe(true);
  });
});
