import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUILTIN_LOCATIONS,
  BUILTIN_ROUTE,
  BUILTIN_ROUTE_ID,
} from '../../../src/db/builtin/museumplein.ts';
import { parseSharePath, withOpenGraph } from '../../../supabase/local/sharePreview.ts';
import { startTestServer, type TestServer } from '../../support/startTestServer.ts';

/** Shared route and stop links: the shell with Open Graph tags for messengers' previews. */
let s: TestServer;
let dir: string;
const SHELL =
  '<!doctype html><html><head><meta name="description" content="Wandelroutes" />' +
  '<title>Routegids</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'routegids-share-'));
  const dist = path.join(dir, 'dist');
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, 'index.html'), SHELL);
  s = await startTestServer({ distDir: dist });
});
afterAll(async () => {
  await s?.close();
  await rm(dir, { recursive: true, force: true });
});

const og = (html: string, property: string): string | undefined =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

describe('a shared link', () => {
  it("describes the stop: its number and title, the route's description and the stop's picture", async () => {
    const res = await fetch(`${s.url}/r/${BUILTIN_ROUTE_ID}/3`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    // A preview page is the app's shell: it runs under the same policy as every other.
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await res.text();
    const stop = BUILTIN_LOCATIONS[2]!;
    expect(og(html, 'og:title')).toBe(`3. ${stop.title_nl} — ${BUILTIN_ROUTE.name}`);
    expect(og(html, 'og:description')).toBe(BUILTIN_ROUTE.description);
    expect(og(html, 'og:image')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.+/);
    expect(og(html, 'og:url')).toBe(`${s.url}/r/${BUILTIN_ROUTE_ID}/3`);
    expect(html).toContain(`<title>3. ${stop.title_nl} — ${BUILTIN_ROUTE.name}</title>`);
    expect(html).toContain('<div id="root"></div>');
  });

  it('describes a route by its name', async () => {
    const html = await (await fetch(`${s.url}/r/${BUILTIN_ROUTE_ID}`)).text();
    expect(og(html, 'og:title')).toBe(BUILTIN_ROUTE.name);
  });

  it('gets the plain shell for a route that is not there', async () => {
    const html = await (await fetch(`${s.url}/r/00000000-0000-0000-0000-000000000000/2`)).text();
    expect(html).toBe(SHELL);
  });
});

describe('the preview tags', () => {
  it('escape what the content says', () => {
    const html = withOpenGraph(
      SHELL,
      { title: 'A "quoted" <b>title</b> & more', description: "it's", image: '/img/a.webp' },
      'https://routegids.example/r/x',
    );
    expect(html).toContain('content="A &#34;quoted&#34; &#60;b&#62;title&#60;/b&#62; &#38; more"');
    expect(og(html, 'og:image')).toBe('https://routegids.example/img/a.webp');
    expect(html).toContain('<meta name="description" content="it&#39;s" />');
  });

  it('are sent only for share paths', () => {
    expect(parseSharePath(`/r/${BUILTIN_ROUTE_ID}/8`)).toEqual({
      routeId: BUILTIN_ROUTE_ID,
      stop: 8,
    });
    expect(parseSharePath(`/r/${BUILTIN_ROUTE_ID}`)).toEqual({
      routeId: BUILTIN_ROUTE_ID,
      stop: null,
    });
    expect(parseSharePath('/r/not-a-route/2')).toBeNull();
    expect(parseSharePath('/qr/museumplein-3')).toBeNull();
  });
});
