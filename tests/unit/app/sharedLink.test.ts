// @vitest-environment jsdom
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { openSharedLink, readSharePath, shareStopUrl } from '../../../src/app/openSharedLink.ts';
import { isQrScanPath } from '../../../src/app/paths.ts';
import { BUILTIN_ROUTE_ID } from '../../../src/db/builtin/museumplein.ts';
import { activeIndexAtom, currentRouteIdAtom } from '../../../src/state/route.ts';

describe('a shared link', () => {
  it('is made for a stop as /r/<route>/<n>, n counted from 1, and is no QR scan', () => {
    const url = shareStopUrl('https://routegids.example', BUILTIN_ROUTE_ID, 5);
    expect(url).toBe(`https://routegids.example/r/${BUILTIN_ROUTE_ID}/6`);
    expect(isQrScanPath(new URL(url).pathname)).toBe(false);
    expect(readSharePath(new URL(url).pathname)).toEqual({
      routeId: BUILTIN_ROUTE_ID,
      stopIndex: 5,
    });
  });

  it('to a route opens its first stop; a stop number that is not one does too', () => {
    expect(readSharePath('/r/abc')).toEqual({ routeId: 'abc', stopIndex: 0 });
    expect(readSharePath('/r/abc/')).toEqual({ routeId: 'abc', stopIndex: 0 });
    expect(readSharePath('/r/abc/0')).toEqual({ routeId: 'abc', stopIndex: 0 });
    expect(readSharePath('/r/abc/x')).toEqual({ routeId: 'abc', stopIndex: 0 });
    expect(readSharePath('/routes/abc')).toBeNull();
    expect(readSharePath('/')).toBeNull();
  });

  it('opens the app at that route and stop, with / in the address bar', () => {
    window.history.replaceState(null, '', `/r/${BUILTIN_ROUTE_ID}/4`);
    const store = createStore();
    expect(openSharedLink(store)).toBe(true);
    expect(store.get(currentRouteIdAtom)).toBe(BUILTIN_ROUTE_ID);
    expect(store.get(activeIndexAtom)).toBe(3);
    expect(window.location.pathname).toBe('/');
    expect(openSharedLink(createStore())).toBe(false);
  });
});
