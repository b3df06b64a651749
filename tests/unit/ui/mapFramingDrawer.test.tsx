// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import type { MapRef } from 'react-map-gl/maplibre';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FramedStop, useMapFraming } from '../../../src/ui/map/useMapFraming.ts';

/**
 * The open drawer of a book route is as tall as its story, and an article can arrive after it
 * opened: when the sheet grows over the active stop, the map pans it back into view.
 */
let sheetHeight = 200;
let resized: (() => void) | null = null;

class FakeResizeObserver {
  constructor(callback: () => void) {
    resized = callback;
  }
  observe() {}
  disconnect() {
    resized = null;
  }
}

function fakeMap(stopAt: { x: number; y: number }, moving = false) {
  const container = document.createElement('div');
  Object.defineProperties(container, {
    clientWidth: { value: 390 },
    clientHeight: { value: 844 },
  });
  container.getBoundingClientRect = () =>
    ({ top: 0, left: 0, right: 390, bottom: 844, width: 390, height: 844 }) as DOMRect;
  document.body.append(container);
  const moveEnd = new Set<() => void>();
  const map = {
    at: stopAt,
    moving,
    getContainer: () => container,
    project: () => map.at,
    easeTo: vi.fn(),
    jumpTo: vi.fn(),
    isMoving: () => map.moving,
    once: (_: 'moveend', fn: () => void) => moveEnd.add(fn),
    off: (_: 'moveend', fn: () => void) => moveEnd.delete(fn),
    /** The camera arrives where it was easing to. */
    arrive(at: { x: number; y: number }) {
      map.at = at;
      map.moving = false;
      for (const fn of [...moveEnd]) {
        moveEnd.delete(fn);
        fn();
      }
    },
  };
  return map;
}

function openSheet() {
  const sheet = document.createElement('section');
  sheet.dataset.testid = 'drawer';
  Object.defineProperty(sheet, 'offsetHeight', { get: () => sheetHeight });
  document.body.append(sheet);
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  resized = null;
});

const stops: FramedStop[] = [{ index: 0, position: { lat: 52.358, lng: 4.881 } }];

/** The drawer opens (520 px tall) while the camera is still moving, the stop now at `stopAt`. */
function openDrawerWhileMoving(stopAt: { x: number; y: number }) {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  sheetHeight = 520;
  openSheet();
  const map = fakeMap(stopAt, true);
  const { rerender } = renderHook(
    ({ open }) => useMapFraming(map as unknown as MapRef, 'route:1', stops, 0, open),
    { initialProps: { open: false } },
  );
  rerender({ open: true });
  return map;
}

describe('the map and an open drawer that grows', () => {
  it('pans the active stop back into view once the sheet covers it, not before', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    sheetHeight = 200;
    openSheet();
    const map = fakeMap({ x: 195, y: 450 });
    renderHook(() => useMapFraming(map as unknown as MapRef, 'route:1', stops, 0, true));
    expect(resized).toBeTypeOf('function');

    resized?.();
    expect(map.easeTo).not.toHaveBeenCalled();

    sheetHeight = 520;
    resized?.();
    expect(map.easeTo).toHaveBeenCalledTimes(1);
  });

  it('waits for a move under way (a route just framed) to end before judging the open sheet', () => {
    // Easing to the new route's frame: the stop shows now, but is headed under the sheet.
    const map = openDrawerWhileMoving({ x: 195, y: 200 });
    resized?.();
    expect(map.easeTo).not.toHaveBeenCalled();

    map.arrive({ x: 195, y: 600 });
    expect(map.easeTo).toHaveBeenCalled();
    for (const [to] of map.easeTo.mock.calls) expect(to.center).toEqual([4.881, 52.358]);
  });

  it('leaves the camera alone when the move ends with the stop in view', () => {
    const map = openDrawerWhileMoving({ x: 195, y: 600 });
    map.arrive({ x: 195, y: 200 });
    expect(map.easeTo).not.toHaveBeenCalled();
  });
});
