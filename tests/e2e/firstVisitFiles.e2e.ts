import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../scripts/vite/compileHints.ts';
import { baseUrl, usePhones } from '../support/phones.ts';

/**
 * A first visit's code comes in a few files, not dozens of crumbs (vite.config.ts and
 * scripts/vite/firstScreenChunks.ts): every file is a request, a module to start and, for a
 * lazy one, a link Vite's loader adds to the page, all on the main thread while the walker
 * waits for the map. The figures this keeps are in docs/benchmarks.md (Lighthouse's TBT).
 */
const CODE = /\/assets\/[^/?]+\.(js|css)$/;
/** The map's worker is started by MapLibre, not loaded as one of the page's modules. */
const WORKER = /maplibre-gl-worker-/;
/**
 * Entry, start, runtime helper, the map (MapLibre, its facade, the map's own code), the
 * screen over it, the pack notices, the landing page: 9 scripts and 4 style sheets as built
 * now. A few more are allowed for growth; the build before the stages fetched 48.
 */
const MOST_FILES = 18;

describe("a first visit's code", () => {
  const newPhone = usePhones();

  it('comes in a few files by the time the map, its drawer and the landing page are up', async () => {
    const { page, map } = await newPhone({ firstVisit: true });
    await map.open('/');
    await page.getByTestId('landing').waitFor();
    await page.getByTestId('choose-route').waitFor({ state: 'attached' });
    // Asked for before the map's load: what comes after it (packs, sync) is not the first screen.
    const files = await page.evaluate(() => {
      const loaded = performance.getEntriesByName('map-load')[0]?.startTime ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= loaded)
        .map((entry) => new URL(entry.name).pathname);
    });
    const code = new Set(files.filter((f) => CODE.test(f) && !WORKER.test(f)));
    expect(code.size, [...code].join('\n')).toBeLessThanOrEqual(MOST_FILES);
    // The screen's parts are counted, not missing: the drawer's sheet and the landing page.
    expect(code.size).toBeGreaterThanOrEqual(10);
  });

  it("asks for the map's code in the first render's task, ahead of the chunks it asks for", async () => {
    const { page, map } = await newPhone({ firstVisit: true });
    // Whether the app's own top bar (no part of the HTML's shell) was in the page by the end
    // of the task that asked for the map's chunk: asked a task before the render (in the
    // module's evaluation), that chunk's compile competed with the render for the CPU.
    await page.addInitScript(() => {
      const w = window as unknown as { mapAskedInRenderTask?: boolean };
      new MutationObserver((records, observer) => {
        const added = records.flatMap((r) => [...r.addedNodes]);
        const asked = added.some(
          (n) =>
            n instanceof HTMLLinkElement && n.rel === 'modulepreload' && /\/RouteMap-/.test(n.href),
        );
        if (!asked) return;
        w.mapAskedInRenderTask = document.querySelector('.top-bar') !== null;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await map.open('/');
    const { inRenderTask, order } = await page.evaluate(() => ({
      inRenderTask: (window as unknown as { mapAskedInRenderTask?: boolean }).mapAskedInRenderTask,
      order: performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((p) => /\/assets\/(RouteMap|landing|screen)-[^/]+\.js$/.test(p)),
    }));
    expect(inRenderTask).toBe(true);
    // Asked for after the render, the map queued behind the landing page's and the drawer's
    // chunks on a slow link (JS + CSS before the map: 91 KB, then 189 KB).
    expect(order[0], order.join('\n')).toMatch(/\/RouteMap-/);
    expect(order.length).toBeGreaterThanOrEqual(3);
  });

  it('has the code a start runs compiled while it downloads, and not MapLibre', async () => {
    const html = await (await fetch(new URL('/', baseUrl()))).text();
    // The entry and what index.html preloads: the start, the map's own code, MapLibre.
    const scripts = [
      ...html.matchAll(
        /<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="([^"]+)"/g,
      ),
    ].map((m) => m[1] as string);
    const firstLine = async (file: string) =>
      (await (await fetch(new URL(file, baseUrl()))).text()).split('\n')[0];
    const hinted = scripts.filter((s) => /\/(index|rolldown-runtime|start|map-screen)-/.test(s));
    const mapLibre = scripts.filter((s) => /\/(RouteMap|maplibre-gl)-/.test(s));
    expect(hinted).toHaveLength(4);
    expect(mapLibre.length).toBeGreaterThan(0);
    for (const file of hinted) expect(await firstLine(file), file).toBe(COMPILE_HINT);
    for (const file of mapLibre) expect(await firstLine(file), file).not.toBe(COMPILE_HINT);
  });

  it("inlines only the landing page's own style in the HTML, not the drawer's", async () => {
    const html = await (await fetch(new URL('/', baseUrl()))).text();
    const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    expect(inline).toContain('.landing');
    expect(inline).not.toContain('.stop-sheet');
    expect(inline).not.toContain('.audio-player');
  });
});
