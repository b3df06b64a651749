import type { Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import {
  addVary,
  type ContentCoding,
  chooseCoding,
  compressResponses,
  isCompressibleType,
} from './compression.ts';
import { contentTypeFor, resolveInside, sendFile, statFile } from './fileResponse.ts';
import { appSecurityHeaders } from './securityHeaders.ts';
import { parseSharePath, type SharePreview, withOpenGraph } from './sharePreview.ts';

/**
 * The built app (`dist/`) at `/`, as a static host serves it:
 * - a file that exists is sent, precompressed (`.br`/`.gz` written at build time by
 *   scripts/vite/precompress.ts) when the client accepts it, else compressed on the fly;
 * - a navigation to any other path gets `index.html` (the app's router handles it; unknown
 *   paths are QR-code scans it logs), even one that looks like a file name;
 * - a request for a missing *file* that is not a navigation (a path with an extension: a
 *   crawler's `/favicon.ico`, a stale chunk, `/sitemap.xml`) gets 404, not the app's HTML, and
 *   so does anything under `/.well-known/` or `/assets/`.
 * - a shared route or stop (`/r/<route>[/<stop>]`) gets the shell with Open Graph tags for
 *   it (sharePreview.ts), so a messenger shows its title, description and picture.
 * Hashed assets are immutable; the shell and the service worker are revalidated on every load
 * so an update is seen at once. Every answer carries the security headers the build wrote to
 * `dist/_headers` (Content Security Policy, nosniff, …), as the static host serves them.
 */
const NO_CACHE = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);
const PRECOMPRESSED: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

export interface StaticOptions {
  /** Describes a shared route or stop (1-based); null: nothing to describe. */
  sharePreview?: (routeId: string, stop: number | null) => Promise<SharePreview | null>;
}

export function createStaticApp(distDir: string, opts: StaticOptions = {}): Hono {
  const app = new Hono();
  const security = appSecurityHeaders(distDir);
  // Compression is attached to this route only: mounted at '/', a '*' middleware would wrap
  // every API route registered on the root app as well.
  app.on(['GET', 'HEAD'], '*', compressResponses(), async (c) => {
    const pathname = new URL(c.req.url).pathname;
    const asked = resolveInside(distDir, pathname);
    const found = asked ? await statFile(asked) : null;
    if (!found && !servesShell(pathname, c.req.raw.headers)) {
      return c.text('Not found', 404, {
        ...(await security(pathname)),
        'Cache-Control': 'no-cache',
      });
    }
    const share = found ? null : parseSharePath(pathname);
    if (share && opts.sharePreview) {
      const page = await sharedPage(distDir, c.req.url, share, opts.sharePreview);
      if (page) {
        return c.html(page, 200, { ...(await security(pathname)), 'Cache-Control': 'no-cache' });
      }
    }
    const file = found && asked ? asked : path.join(distDir, 'index.html');
    const s = found ?? (await statFile(file));
    if (!s) return c.text('The app is not built yet: run `npm run build` (or `npm start`).', 503);
    const extra = { ...(await security(pathname)), ...cacheHeaders(path.relative(distDir, file)) };
    const packed = await precompressed(file, s, c.req.raw.headers);
    if (packed) {
      const res = sendFile(packed.file, packed.stats, {
        method: c.req.method,
        headers: c.req.raw.headers,
        contentType: contentTypeFor(file),
        extra: { ...extra, 'Content-Encoding': packed.coding },
      });
      addVary(res.headers, 'Accept-Encoding');
      return res;
    }
    return sendFile(file, s, { method: c.req.method, headers: c.req.raw.headers, extra });
  });
  return app;
}

/** The shell with the share path's preview in its head; null when there is none. */
async function sharedPage(
  distDir: string,
  url: string,
  share: { routeId: string; stop: number | null },
  lookUp: NonNullable<StaticOptions['sharePreview']>,
): Promise<string | null> {
  const preview = await lookUp(share.routeId, share.stop).catch((error: unknown) => {
    console.warn('share preview:', error);
    return null;
  });
  if (!preview) return null;
  const shell = await readFile(path.join(distDir, 'index.html'), 'utf8').catch(() => null);
  return shell && withOpenGraph(shell, preview, url);
}

/** A path that ends in a name with an extension (`robots.txt`, `app.js`), not a screen. */
const FILE_NAME = /\/[^/]*\.[A-Za-z0-9]{1,12}$/;

/** Whether a path with no file behind it gets the app's shell (else 404). */
function servesShell(pathname: string, headers: Headers): boolean {
  if (pathname.startsWith('/.well-known/') || pathname.startsWith('/assets/')) return false;
  return !FILE_NAME.test(pathname) || isNavigation(headers);
}

/** A browser loading a page (a QR scan opens one), not a script, image or crawler fetch. */
function isNavigation(headers: Headers): boolean {
  const mode = headers.get('sec-fetch-mode');
  if (mode) return mode === 'navigate';
  return (headers.get('accept') ?? '').includes('text/html');
}

/**
 * The build's `.br`/`.gz` beside `file` that the client accepts, if not older than the file;
 * never for a Range request.
 */
async function precompressed(
  file: string,
  original: Stats,
  headers: Headers,
): Promise<{ file: string; stats: Stats; coding: ContentCoding } | null> {
  if (headers.has('range') || !isCompressibleType(contentTypeFor(file))) return null;
  const variants = new Map<ContentCoding, { file: string; stats: Stats }>();
  for (const coding of ['br', 'gzip'] as const) {
    const candidate = file + PRECOMPRESSED[coding];
    const stats = await statFile(candidate);
    if (stats && stats.mtimeMs >= original.mtimeMs)
      variants.set(coding, { file: candidate, stats });
  }
  const coding = chooseCoding(headers.get('accept-encoding'), [...variants.keys()]);
  const variant = coding && variants.get(coding);
  return variant && coding ? { ...variant, coding } : null;
}

function cacheHeaders(relative: string): Record<string, string> {
  const name = relative.split(path.sep).join('/');
  if (name === 'sw.js') return { 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/' };
  if (NO_CACHE.has(name)) return { 'Cache-Control': 'no-cache' };
  if (name.startsWith('assets/')) return { 'Cache-Control': 'public, max-age=31536000, immutable' };
  return { 'Cache-Control': 'public, max-age=0, must-revalidate' };
}
