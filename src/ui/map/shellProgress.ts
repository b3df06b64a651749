/**
 * Where the loading bar of index.html's shell is now (percent), read before React replaces the
 * shell, so React's bar goes on from there instead of jumping back to 0. The shell's bar creeps
 * by a CSS animation that follows the same curve as `nextProgress`; 0 when there is no shell
 * (tests, a later mount).
 */
export function readShellProgress(doc: Document | undefined = globalThis.document): number {
  const bar = doc?.querySelector<HTMLElement>('.map-loading__bar--html');
  if (!bar) return 0;
  const transform = doc?.defaultView?.getComputedStyle(bar).transform ?? 'none';
  // `matrix(a, b, c, d, e, f)`: a is the horizontal scale.
  const scale = /^matrix\(\s*([-\d.e]+)/.exec(transform)?.[1];
  const percent = scale === undefined ? 0 : Number(scale) * 100;
  return Number.isFinite(percent) ? Math.min(Math.max(percent, 0), 90) : 0;
}
