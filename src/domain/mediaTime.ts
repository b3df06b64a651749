/**
 * A playback time as m:ss (specification, "Audio"): whole seconds, rounded down, minutes not
 * padded and not rolled into hours ("0:05", "3:07", "72:00"). Anything that is not a time yet
 * (NaN before the duration is known, a negative number) shows as "0:00".
 */
export function formatMediaTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}
