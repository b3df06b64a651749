// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../src/i18n/i18n.ts';
import { nl } from '../../../src/i18n/nl.ts';
import { nextProgress, PROGRESS_STEP_MS } from '../../../src/ui/map/loadingProgress.ts';
import { MapLoadingOverlay } from '../../../src/ui/map/MapLoadingOverlay.tsx';
import { readShellProgress } from '../../../src/ui/map/shellProgress.ts';

const html = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');
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

  it("creeps along the curve of React's bar", () => {
    const style = [...doc.querySelectorAll('style')].map((s) => s.textContent ?? '').join('');
    const keyframes = /@keyframes shell-creep\{(.*?)\}\s*\}/s.exec(style)?.[1] ?? '';
    const seconds = Number(
      /shell-creep (\d+)s|(\d+)s linear forwards/.exec(style)?.slice(1).find(Boolean),
    );
    const stops = [...keyframes.matchAll(/([\d.]+)%\{transform:scaleX\(([\d.]+)\)\}/g)].map(
      (m) => ({
        t: (Number(m[1]) / 100) * seconds * 1000,
        p: Number(m[2]) * 100,
      }),
    );
    expect(stops.length).toBeGreaterThan(5);
    // Between where React's stepping bar is just before and just after that moment.
    const progressAfter = (steps: number) => {
      let p = 0;
      for (let i = 0; i < steps; i++) p = nextProgress(p);
      return p;
    };
    for (const { t, p } of stops) {
      expect(p).toBeGreaterThanOrEqual(progressAfter(Math.floor(t / PROGRESS_STEP_MS)) - 0.5);
      expect(p).toBeLessThanOrEqual(progressAfter(Math.ceil(t / PROGRESS_STEP_MS)) + 0.5);
    }
  });
});

describe('readShellProgress', () => {
  it("reads the shell bar's scale, so React's bar goes on from there", () => {
    // jsdom runs no animations: an inline transform stands in for the animation's.
    document.body.innerHTML =
      '<div class="map-loading__bar map-loading__bar--html" style="transform: matrix(0.42, 0, 0, 1, 0, 0)"></div>';
    expect(readShellProgress(document)).toBeCloseTo(42);
    document.body.innerHTML = '<div></div>';
    expect(readShellProgress(document)).toBe(0);
  });
});
