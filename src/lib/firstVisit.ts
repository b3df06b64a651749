import { webStore } from './webStorage.ts';

/** The landing page greets a visitor once; afterwards it is in the menu. */
export const LANDING_SEEN_KEY = 'routegids.landing.seen';

export function landingSeen(): boolean {
  return webStore('local').getItem(LANDING_SEEN_KEY) === '1';
}

export function markLandingSeen(): void {
  webStore('local').setItem(LANDING_SEEN_KEY, '1');
}
