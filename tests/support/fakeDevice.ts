/**
 * The device as the walk sees it through `navigator`: its user agent, its touch points and its
 * Screen Wake Lock API (src/lib/wakeLock.ts reads all three).
 */

export const USER_AGENTS = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  /** iPadOS presents itself as a Mac; only its touch points tell it apart. */
  ipad: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

/** A wake lock API that grants locks (or refuses every request) and drops them on release. */
export function fakeWakeLock(grant = true) {
  const held: EventTarget[] = [];
  let requests = 0;
  const api = {
    async request(): Promise<WakeLockSentinel> {
      requests++;
      if (!grant) throw new DOMException('denied', 'NotAllowedError');
      const sentinel = new EventTarget() as WakeLockSentinel & EventTarget;
      Object.assign(sentinel, {
        released: false,
        release: async () => {
          held.splice(held.indexOf(sentinel), 1);
          sentinel.dispatchEvent(new Event('release'));
        },
      });
      held.push(sentinel);
      return sentinel;
    },
  };
  return { nav: { wakeLock: api }, held, requests: () => requests };
}

export interface Device {
  userAgent: string;
  maxTouchPoints: number;
  /** granted: the screen stays on; refused: the browser says no; missing: no API at all. */
  wakeLock: 'granted' | 'refused' | 'missing';
}

export const IPHONE = { userAgent: USER_AGENTS.iphone, maxTouchPoints: 5 };
export const ANDROID = { userAgent: USER_AGENTS.android, maxTouchPoints: 5 };
export const DESKTOP = { userAgent: USER_AGENTS.desktop, maxTouchPoints: 0 };

/**
 * Makes the page's `navigator` (jsdom's) look like `device` until the returned function puts
 * it back. The properties are set on the navigator object itself, shadowing jsdom's.
 */
export function pretendDevice(device: Device): () => void {
  const own: PropertyDescriptorMap = {
    userAgent: { value: device.userAgent, configurable: true },
    maxTouchPoints: { value: device.maxTouchPoints, configurable: true },
  };
  if (device.wakeLock !== 'missing') {
    own.wakeLock = {
      value: fakeWakeLock(device.wakeLock === 'granted').nav.wakeLock,
      configurable: true,
    };
  }
  Object.defineProperties(navigator, own);
  return () => {
    for (const key of Object.keys(own)) Reflect.deleteProperty(navigator, key);
  };
}
