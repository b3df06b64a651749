// @vitest-environment jsdom
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersFile } from '../../../scripts/vite/securityHeaders.ts';
import { shellFirst } from '../../../scripts/vite/shellFirst.ts';
import { AFTER_START_ID } from '../../../src/app/preloadAfterStart.ts';

/** The page and bundle as Vite hands them to the plugin: an entry, the map's chunk, its worker. */
const HTML = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/start-a.js">
    <link rel="stylesheet" crossorigin href="/assets/start-a.css">
</head><body><div id="root"></div>
</body></html>`;
const BUNDLE = {
  'assets/index-a.js': { type: 'chunk', fileName: 'assets/index-a.js', imports: [] },
  'assets/RouteMap-a.js': {
    type: 'chunk',
    fileName: 'assets/RouteMap-a.js',
    facadeModuleId: '/app/src/ui/map/RouteMap.tsx',
    imports: ['assets/mapFraming-a.js'],
    viteMetadata: { importedCss: new Set(['assets/RouteMap-a.css']) },
  },
  'assets/mapFraming-a.js': { type: 'chunk', fileName: 'assets/mapFraming-a.js', imports: [] },
  'assets/maplibre-gl-worker-a.js': { type: 'asset', fileName: 'assets/maplibre-gl-worker-a.js' },
};

function built(): Document {
  const hook = shellFirst().transformIndexHtml as {
    handler: (html: string, ctx: { bundle: unknown }) => string;
  };
  return new DOMParser().parseFromString(hook.handler(HTML, { bundle: BUNDLE }), 'text/html');
}

describe('the built page in order of need (shellFirst)', () => {
  it("moves the entry's style sheet out of <head>, so the HTML's shell paints without it", () => {
    const doc = built();
    expect(doc.head.querySelector('link[rel=stylesheet]')).toBeNull();
    expect(doc.body.querySelector('link[rel=stylesheet]')?.getAttribute('href')).toBe(
      '/assets/start-a.css',
    );
  });

  it('asks for the entry and its imports at low priority: no paint waits for them', () => {
    const doc = built();
    const entry = [...doc.head.querySelectorAll('script[src], link[rel=modulepreload]')];
    expect(entry.map((e) => `${e.getAttribute('src') ?? e.getAttribute('href')}`)).toEqual([
      '/assets/index-a.js',
      '/assets/start-a.js',
    ]);
    for (const e of entry) expect(e.getAttribute('fetchpriority')).toBe('low');
    // The map's preloads keep the browser's priority: the map is the next thing wanted.
    const template = doc.getElementById(AFTER_START_ID) as HTMLTemplateElement;
    for (const link of template.content.querySelectorAll('link'))
      expect(link.hasAttribute('fetchpriority')).toBe(false);
  });

  it('holds the map, its imports, its styles and its worker back for the entry to start', () => {
    const doc = built();
    const template = doc.getElementById(AFTER_START_ID) as HTMLTemplateElement | null;
    expect(template?.tagName).toBe('TEMPLATE');
    const held = [...(template?.content.querySelectorAll('link') ?? [])].map(
      (l) => `${l.rel} ${l.getAttribute('href')}`,
    );
    expect(held).toEqual([
      'modulepreload /assets/RouteMap-a.js',
      'modulepreload /assets/mapFraming-a.js',
      'preload /assets/RouteMap-a.css',
      'prefetch /assets/maplibre-gl-worker-a.js',
    ]);
    // Nothing of the map is fetched by the page itself.
    expect(doc.querySelectorAll('link[href*="RouteMap"], link[href*="worker"]')).toHaveLength(0);
  });
});

describe('the headers file', () => {
  it('writes nothing where the build failed before its page (its own error is the one shown)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'routegids-nohtml-'));
    try {
      const plugin = headersFile();
      (plugin.configResolved as (c: unknown) => void)({
        root: dir,
        mode: 'production',
        build: { outDir: dir },
      });
      const close = plugin.closeBundle as { handler: () => Promise<void> };
      await expect(close.handler()).resolves.toBeUndefined();
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
