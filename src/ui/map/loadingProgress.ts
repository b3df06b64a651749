/** The loading bar creeps this often… */
export const PROGRESS_STEP_MS = 100;
/** …by this share of the distance left to the cap… */
export const PROGRESS_STEP_SHARE = 0.1;
/** …and never past the cap until the map has loaded. */
export const PROGRESS_CAP = 90;
/** After load the bar shows 100% and the overlay goes this much later. */
export const OVERLAY_HIDE_DELAY_MS = 300;

/** The next value of the creeping bar (percent): 10% of the remaining distance to 90%. */
export function nextProgress(current: number): number {
  if (current >= PROGRESS_CAP) return PROGRESS_CAP;
  return current + (PROGRESS_CAP - current) * PROGRESS_STEP_SHARE;
}
