import { localFlag } from './webStorage.ts';

/** The landing page greets a visitor once; afterwards it is in the menu. */
export const LANDING_SEEN_KEY = 'routegids.landing.seen';
const seen = localFlag(LANDING_SEEN_KEY);

export const landingSeen = seen.isSet;
export const markLandingSeen = seen.set;
