// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { keepScreenOn, pausesWhenLocked, type WakeLockState } from '../../../src/lib/wakeLock.ts';
import { fakeWakeLock, USER_AGENTS as ua } from '../../support/fakeDevice.ts';

const settle = () => new Promise((r) => setTimeout(r, 0));

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('keeping the screen on during a walk', () => {
  it('holds a lock, takes it again when the page is visible again, and lets go on release', async () => {
    const wake = fakeWakeLock();
    const states: WakeLockState[] = [];
    setVisibility('visible');
    const lock = keepScreenOn((s) => states.push(s), wake.nav, document);
    await settle();
    expect(wake.held).toHaveLength(1);
    // The browser drops the lock when the screen locks…
    setVisibility('hidden');
    await (wake.held[0] as unknown as WakeLockSentinel).release();
    expect(wake.held).toHaveLength(0);
    // …and the walk asks again when the walker is back.
    setVisibility('visible');
    await settle();
    expect(wake.held).toHaveLength(1);
    expect(states).toEqual(['held', 'pending', 'held']);
    lock.release();
    await settle();
    expect(wake.held).toHaveLength(0);
    setVisibility('visible');
    await settle();
    expect(wake.requests()).toBe(2);
  });

  it('says so when the browser has no wake lock or refuses it', async () => {
    const states: WakeLockState[] = [];
    keepScreenOn((s) => states.push(s), {}, document);
    keepScreenOn((s) => states.push(s), fakeWakeLock(false).nav, document);
    await settle();
    expect(states.sort()).toEqual(['refused', 'unavailable']);
  });
});

describe('pausesWhenLocked', () => {
  it('is true on an iPhone, and on an iPad that presents itself as a Mac with touch', () => {
    expect(pausesWhenLocked({ userAgent: ua.iphone, maxTouchPoints: 5 })).toBe(true);
    expect(pausesWhenLocked({ userAgent: ua.ipad, maxTouchPoints: 5 })).toBe(true);
  });

  it('is false on a Mac without touch and on Android, where the wake lock decides', () => {
    expect(pausesWhenLocked({ userAgent: ua.ipad, maxTouchPoints: 0 })).toBe(false);
    expect(pausesWhenLocked({ userAgent: ua.android, maxTouchPoints: 5 })).toBe(false);
  });
});
