// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import type { MapRef } from 'react-map-gl/maplibre';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FramedStop, useMapFraming } from '../../../src/ui/map/useMapFraming.ts';

/**
 * When the map arrives its markers and controls have just gone into the page: a size read then
 * lays the page out inside that task (a long one on a phone). The first framing waits for the
 * frame's own layout (a ResizeObserver's first report on the map's container) and reads then.
 */
const observers: { target: Element | null; report: () => void; live: boolean }[] = [];

class RecordingResizeObserver {
  private readonly entry: { target: Element | null; report: () => void; live: boolean };
  constructor(callback: () => void) {
    this.entry = { target: null, report: callback, live: true };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.target = target;
  }
  disconnect() {
    this.entry.live = false;
  }
}

/** The frame lays the page out: every live observer of `target` reports. */
function layOut(target: Element) {
  for (const o of [...observers]) if (o.live && o.target === target) o.report();
}

function fakeMap() {
  const container = document.createElement('div');
  const reads = { count: 0 };
  const counted = (value: number) => ({
    get: () => {
      reads.count++;
      return value;
    },
  });
  Object.defineProperties(container, { clientWidth: counted(390), clientHeight: counted(844) });
  container.getBoundingClientRect = () => {
    reads.count++;
    return { top: 0, left: 0, right: 390, bottom: 844, width: 390, height: 844 } as DOMRect;
  };
  document.body.append(container);
  const map = {
    reads,
    getContainer: () => container,
    project: () => ({ x: 195, y: 300 }),
    easeTo: vi.fn(),
    jumpTo: vi.fn(),
    isMoving: () => false,
    once: vi.fn(),
    off: vi.fn(),
  };
  return map;
}

const stops: FramedStop[] = [
  { index: 0, position: { lat: 52.358, lng: 4.881 } },
  { index: 1, position: { lat: 52.36, lng: 4.885 } },
];

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  observers.length = 0;
});

describe('the first framing of the map', () => {
  it('reads no size until the page has been laid out, then frames the stops at once', () => {
    vi.stubGlobal('ResizeObserver', RecordingResizeObserver);
    const map = fakeMap();
    renderHook(() => useMapFraming(map as unknown as MapRef, 'route:1', stops, 0, false));
    expect(map.reads.count).toBe(0);
    expect(map.jumpTo).not.toHaveBeenCalled();

    layOut(map.getContainer());
    expect(map.jumpTo).toHaveBeenCalledTimes(1);
    expect(map.easeTo).not.toHaveBeenCalled();
    expect(map.reads.count).toBeGreaterThan(0);
  });

  it('frames once, though the stops are written anew before the layout', () => {
    vi.stubGlobal('ResizeObserver', RecordingResizeObserver);
    const map = fakeMap();
    const { rerender } = renderHook(
      ({ list }) => useMapFraming(map as unknown as MapRef, 'route:1', list, 0, false),
      { initialProps: { list: stops } },
    );
    rerender({ list: [...stops] });
    layOut(map.getContainer());
    expect(map.jumpTo).toHaveBeenCalledTimes(1);
  });

  it('does not frame a map that left before its layout', () => {
    vi.stubGlobal('ResizeObserver', RecordingResizeObserver);
    const map = fakeMap();
    const { unmount } = renderHook(() =>
      useMapFraming(map as unknown as MapRef, 'route:1', stops, 0, false),
    );
    unmount();
    layOut(map.getContainer());
    expect(map.jumpTo).not.toHaveBeenCalled();
  });

  it('frames a route picked before the first framing happened, at once, not the one it replaced', () => {
    vi.stubGlobal('ResizeObserver', RecordingResizeObserver);
    const map = fakeMap();
    const other: FramedStop[] = [{ index: 0, position: { lat: 52.37, lng: 4.9 } }];
    const { rerender } = renderHook(
      ({ key, list }) => useMapFraming(map as unknown as MapRef, key, list, 0, false),
      { initialProps: { key: 'route:1', list: stops } },
    );
    rerender({ key: 'route:2', list: other });
    layOut(map.getContainer());
    expect(map.easeTo).not.toHaveBeenCalled();
    expect(map.jumpTo).toHaveBeenCalledTimes(1);
    const [lng, lat] = map.jumpTo.mock.calls[0]?.[0].center ?? [];
    expect(lng).toBeCloseTo(4.9, 2);
    expect(lat).toBeCloseTo(52.37, 2);
  });
});
