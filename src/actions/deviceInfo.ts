import type { VisitDeviceFields } from '../domain/ops.ts';
import { readTimeZone } from '../lib/timeZone.ts';

/**
 * The device fields of a visit log (specification "visit_logs"), read from the browser.
 * Every read is guarded: outside a browser (tests, prerender) fields are null or false.
 */
export type DeviceInfo = VisitDeviceFields;

export async function readDeviceInfo(): Promise<DeviceInfo> {
  const nav = typeof navigator !== 'undefined' ? navigator : undefined;
  const win = typeof window !== 'undefined' ? window : undefined;
  const doc = typeof document !== 'undefined' ? document : undefined;
  return {
    user_agent: nav?.userAgent ?? '',
    screen_width: win?.screen?.width ?? null,
    screen_height: win?.screen?.height ?? null,
    viewport_width: win?.innerWidth ?? null,
    viewport_height: win?.innerHeight ?? null,
    language: nav?.language ?? null,
    platform: nav?.platform ?? null,
    timezone: await readTimeZone(),
    referrer: doc?.referrer || null,
    touch_support: Boolean(win && ('ontouchstart' in win || (nav?.maxTouchPoints ?? 0) > 0)),
    cookie_enabled: nav?.cookieEnabled ?? false,
  };
}
