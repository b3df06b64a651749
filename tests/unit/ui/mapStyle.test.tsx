// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FALLBACK_STYLE_URL, MAP_STYLE_URL } from '../../../src/lib/mapSettings.ts';
import { useMapStyle } from '../../../src/ui/map/useMapStyle.ts';

/**
 * Which style the map starts on. Opened offline, the online style can only come from the
 * route's pack; without one the bundled style is used at once, not after a failed request.
 */
function setOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
}

/** The hook as the map uses it, with `ready` (the pack's state) changing between renders. */
const renderStyle = (ready: boolean | undefined) =>
  renderHook(({ ready }) => useMapStyle(ready), { initialProps: { ready } });

afterEach(() => {
  cleanup();
  setOnline(true);
});

describe('the map style at start', () => {
  it('online: the online style at once, pack known or not', () => {
    setOnline(true);
    const { result } = renderStyle(undefined);
    expect(result.current.mapStyle).toBe(MAP_STYLE_URL);
    expect(result.current.usingFallback).toBe(false);
  });

  it('offline without a complete pack: the bundled style from the first frame', () => {
    setOnline(false);
    const { result } = renderStyle(false);
    expect(result.current.mapStyle).toBe(FALLBACK_STYLE_URL);
    expect(result.current.usingFallback).toBe(true);
  });

  it('offline: waits for the pack to be known, then takes the online style from a complete one', () => {
    setOnline(false);
    const { result, rerender } = renderStyle(undefined);
    expect(result.current.mapStyle).toBeNull();
    rerender({ ready: true });
    expect(result.current.mapStyle).toBe(MAP_STYLE_URL);
    expect(result.current.usingFallback).toBe(false);
  });

  it('keeps the style it started on when the connection comes back', () => {
    setOnline(false);
    const { result, rerender } = renderStyle(false);
    setOnline(true);
    rerender({ ready: undefined });
    expect(result.current.mapStyle).toBe(FALLBACK_STYLE_URL);
  });
});
