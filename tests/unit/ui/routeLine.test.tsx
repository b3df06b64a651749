// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import type { MapRef } from 'react-map-gl/maplibre';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTE_LINE_COLOR, ROUTE_LINE_WIDTH } from '../../../src/ui/map/mapConfig.ts';
import { linePathData, useRouteLine } from '../../../src/ui/map/useRouteLine.ts';

/**
 * A map as far as the line uses it: a canvas in its container (with a marker after it, as
 * MapLibre appends markers), events, and a projection that moves with `shift`.
 */
function fakeMap() {
  const container = document.createElement('div');
  const canvas = document.createElement('canvas');
  const marker = document.createElement('div');
  marker.className = 'maplibregl-marker';
  container.append(canvas, marker);
  document.body.append(container);
  const handlers = new Map<string, Set<() => void>>();
  const map = {
    shift: 0,
    getCanvas: () => canvas,
    project: ([lng, lat]: [number, number]) => ({ x: lng * 10 + map.shift, y: lat * 10 }),
    on: (type: string, fn: () => void) =>
      handlers.set(type, (handlers.get(type) ?? new Set()).add(fn)),
    off: (type: string, fn: () => void) => handlers.get(type)?.delete(fn),
    fire: (type: string) => {
      for (const fn of handlers.get(type) ?? []) fn();
    },
    listeners: (type: string) => handlers.get(type)?.size ?? 0,
  };
  const ref = { getMap: () => map } as unknown as MapRef;
  return { map, ref, container, canvas, marker };
}

const PATH: [number, number][] = [
  [1, 2],
  [3, 4],
  [5, 6],
];

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('linePathData', () => {
  it('draws through the points where the map shows them', () => {
    const { map } = fakeMap();
    expect(linePathData(map, PATH)).toBe('M10.0 20.0L30.0 40.0L50.0 60.0');
  });

  it('draws nothing for fewer than two points', () => {
    const { map } = fakeMap();
    expect(linePathData(map, [[1, 2]])).toBe('');
    expect(linePathData(map, [])).toBe('');
  });
});

describe('useRouteLine', () => {
  it('lays the line over the canvas and under the markers, in the route line colour', () => {
    const { ref, canvas, marker } = fakeMap();
    renderHook(() => useRouteLine(ref, PATH));
    const svg = canvas.nextElementSibling;
    expect(svg?.tagName.toLowerCase()).toBe('svg');
    expect(svg?.nextElementSibling).toBe(marker);
    const path = svg?.querySelector('path');
    expect(path?.getAttribute('d')).toBe('M10.0 20.0L30.0 40.0L50.0 60.0');
    expect(path?.getAttribute('stroke')).toBe(ROUTE_LINE_COLOR);
    expect(path?.getAttribute('stroke-width')).toBe(String(ROUTE_LINE_WIDTH));
  });

  it('moves with the map', () => {
    const { map, ref, container } = fakeMap();
    renderHook(() => useRouteLine(ref, PATH));
    map.shift = 100;
    map.fire('move');
    expect(container.querySelector('path')?.getAttribute('d')).toBe(
      'M110.0 20.0L130.0 40.0L150.0 60.0',
    );
  });

  it('redraws when another route is shown, and is gone with the map', () => {
    const { map, ref, container } = fakeMap();
    const { rerender, unmount } = renderHook(({ path }) => useRouteLine(ref, path), {
      initialProps: { path: PATH },
    });
    rerender({ path: [PATH[0]!, [7, 8]] });
    expect(container.querySelector('path')?.getAttribute('d')).toBe('M10.0 20.0L70.0 80.0');
    unmount();
    expect(container.querySelector('svg')).toBeNull();
    expect(map.listeners('move')).toBe(0);
  });

  it('waits for the map', () => {
    const { container } = fakeMap();
    renderHook(() => useRouteLine(null, PATH));
    expect(container.querySelector('svg')).toBeNull();
  });
});
