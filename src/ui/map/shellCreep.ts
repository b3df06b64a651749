/**
 * How far (ms) the creep of index.html's loading bar has run, read before React replaces the
 * shell: React's bar runs the same CSS animation from there (a negative delay) instead of
 * starting over. A paused creep (the landing page's copy over it) counts where it stopped. 0
 * when there is no shell (tests, a later mount) or no Web Animations API.
 */
export function shellCreepElapsed(doc: Document | undefined = globalThis.document): number {
  const bar = doc?.querySelector<HTMLElement>('.map-loading__bar--html');
  const time = bar?.getAnimations?.()[0]?.currentTime;
  return typeof time === 'number' && Number.isFinite(time) ? Math.max(time, 0) : 0;
}
