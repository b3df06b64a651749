/**
 * Where the creep of index.html's loading bar stood when the app started: React's first render
 * takes the shell's elements over for its own tree (Preact reuses what is in #root), so the
 * shell's bar is gone by the time the app's overlay renders. Read before that render.
 */
let shell: { startTime: number | null; currentTime: number } | null = null;

const asNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Reads the HTML bar's creep; call once, before the first render. */
export function rememberShellCreep(doc: Document = document): void {
  const bar = doc.querySelector<HTMLElement>('.map-loading__bar--html');
  const animation = bar?.getAnimations?.()[0];
  const currentTime = asNumber(animation?.currentTime);
  shell =
    animation && currentTime !== null
      ? { startTime: asNumber(animation.startTime), currentTime }
      : null;
}

/**
 * How far (ms) the HTML bar's creep has run by now, so the app's bar runs the same CSS
 * animation on from there (a negative delay) instead of starting over: from its start while it
 * was running, where it stood while it was held (the landing page's copy over it). 0 without a
 * shell (tests, a later mount) or the Web Animations API.
 */
export function shellCreepElapsed(doc: Document = document): number {
  if (!shell) return 0;
  const now = asNumber(doc.timeline?.currentTime);
  if (shell.startTime === null || now === null) return shell.currentTime;
  return Math.max(now - shell.startTime, 0);
}
