// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  markRouteStored,
  ROUTE_STORED_KEY,
  routeStoredBefore,
} from '../../../src/lib/routeStoredHint.ts';
import { localFlag } from '../../../src/lib/webStorage.ts';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('a flag kept in localStorage', () => {
  it('is unset until set, and stays set for the next visit', () => {
    expect(routeStoredBefore()).toBe(false);
    markRouteStored();
    expect(routeStoredBefore()).toBe(true);
    expect(localStorage.getItem(ROUTE_STORED_KEY)).toBe('1');
    // A later start reads what an earlier one wrote.
    expect(localFlag(ROUTE_STORED_KEY).isSet()).toBe(true);
  });

  it('never throws where storage fails (private mode, quota): the flag reads unset', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const flag = localFlag('routegids.test.flag');
    expect(() => flag.set()).not.toThrow();
    expect(flag.isSet()).toBe(false);
  });
});
