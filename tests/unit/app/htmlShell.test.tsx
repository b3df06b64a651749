// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../src/i18n/i18n.ts';
import { nl } from '../../../src/i18n/nl.ts';
import { MapLoadingOverlay } from '../../../src/ui/map/MapLoadingOverlay.tsx';
import { rememberShellCreep, shellCreepElapsed } from '../../../src/ui/map/shellCreep.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const html = readFileSync(path.join(root, 'index.html'), 'utf8');
const overlayCss = readFileSync(path.join(root, 'src/ui/map/mapLoadingOverlay.css'), 'utf8');
const parse = (markup: string) => new DOMParser().parseFromString(markup, 'text/html');

/** Tags, attributes (sorted) and text, without what differs by design between the two. */
function shape(el: Element): string {
  const attrs = [...el.attributes]
    .filter((a) => !['style', 'aria-valuenow'].includes(a.name))
    .map(
      (a) =>
        `${a.name}=${a.name === 'class' ? a.value.replace(/ ?map-loading__bar--html/, '') : a.value}`,
    )
    .sort();
  const own = [...el.childNodes]
    .filter((n) => n.nodeType === 3)
    .map((n) => n.textContent?.trim())
    .join('');
  return `<${el.tagName.toLowerCase()} ${attrs.join(' ')}>${own}${[...el.children].map(shape).join('')}</>`;
}

beforeAll(() => {
  initI18n('nl');
});
afterEach(cleanup);

describe("index.html's shell", () => {
  const doc = parse(html);
  const shell = doc.querySelector('#root > .map-loading');

  it('paints without a script: the overlay is in the HTML, its styles inline, no inline script', () => {
    expect(shell).not.toBeNull();
    expect(shell?.textContent).toContain(nl.map.loading);
    const styles = [...doc.querySelectorAll('style')].map((s) => s.textContent ?? '').join('');
    for (const cls of [
      '.map-loading{',
      '.map-loading__card{',
      '.map-loading__text{',
      '.map-loading__bar{',
    ])
      expect(styles.replace(/\s/g, '')).toContain(cls);
    for (const script of doc.querySelectorAll('script'))
      expect(script.getAttribute('src')).toBeTruthy();
    expect(doc.querySelectorAll('link[rel=stylesheet]')).toHaveLength(0);
  });

  it('is what React renders in its place (no flash when React takes over)', () => {
    const { container } = render(<MapLoadingOverlay />);
    const react = container.firstElementChild;
    expect(react).not.toBeNull();
    if (!shell || !react) return;
    expect(shape(shell)).toBe(shape(react));
  });

  /** The creep's keyframes in a style sheet: [ms into the animation, percent]. */
  function creep(css: string): { t: number; p: number }[] {
    const flat = css.replace(/\s/g, '');
    const keyframes = /@keyframesshell-creep\{(.*?\})\}/.exec(flat)?.[1] ?? '';
    const seconds = Number(/animation:shell-creep(\d+)slinearforwards/.exec(flat)?.[1]);
    return [...keyframes.matchAll(/([\d.]+)%\{transform:scaleX\(([\d.]+)\);?\}/g)].map((m) => ({
      t: (Number(m[1]) / 100) * seconds * 1000,
      p: Number(m[2]) * 100,
    }));
  }

  it("creeps 10% of the distance left to 90% every 100 ms, as the app's bar goes on", () => {
    const style = [...doc.querySelectorAll('style')].map((s) => s.textContent ?? '').join('');
    const stops = creep(style);
    expect(stops.length).toBeGreaterThan(5);
    for (const { t, p } of stops) expect(p).toBeCloseTo(90 * (1 - 0.9 ** (t / 100)), 0);
    // React's bar runs the same animation on from there: the same keyframes and duration.
    expect(creep(overlayCss)).toEqual(stops);
  });
});

describe('shellCreepElapsed', () => {
  /** index.html's bar, its creep as the Web Animations API tells it (jsdom runs none). */
  function shellBar(animation: Partial<Animation> | null): void {
    document.body.innerHTML = '<div class="map-loading__bar map-loading__bar--html"></div>';
    const bar = document.querySelector('.map-loading__bar--html') as HTMLElement;
    bar.getAnimations = () => (animation ? [animation as Animation] : []);
  }
  /** The document timeline's clock, as Chromium has it. */
  const at = (now: number) => ({ timeline: { currentTime: now } }) as unknown as Document;

  it("goes on from the running creep's start, though the shell is gone by the first render", () => {
    shellBar({ startTime: 120, currentTime: 300 });
    rememberShellCreep(document);
    document.body.innerHTML = '';
    expect(shellCreepElapsed(at(900))).toBe(780);
  });

  it('stays where a held creep stopped (the landing page over it)', () => {
    shellBar({ startTime: null, currentTime: 0 });
    rememberShellCreep(document);
    expect(shellCreepElapsed(at(900))).toBe(0);
  });

  it('starts at 0 without a shell or its animation', () => {
    shellBar(null);
    rememberShellCreep(document);
    expect(shellCreepElapsed(at(900))).toBe(0);
    document.body.innerHTML = '<div></div>';
    rememberShellCreep(document);
    expect(shellCreepElapsed(at(900))).toBe(0);
  });
});
