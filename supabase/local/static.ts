import path from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { resolveInside, sendFile, statFile } from './fileResponse.ts';

/**
 * The built app (`dist/`) at `/`. Any path that is not a file gets `index.html` (the app's
 * router handles it; unknown paths are QR-code scans it logs). Hashed assets are immutable;
 * the shell and the service worker are revalidated on every load so an update is seen at once.
 */
const NO_CACHE = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);

export function createStaticApp(distDir: string): Hono {
  const app = new Hono();
  // Compression is attached to this route only: mounted at '/', a '*' middleware would wrap
  // every API route registered on the root app as well.
  app.on(['GET', 'HEAD'], '*', compress(), async (c) => {
    const pathname = new URL(c.req.url).pathname;
    const asked = resolveInside(distDir, pathname);
    const found = asked ? await statFile(asked) : null;
    const file = found && asked ? asked : path.join(distDir, 'index.html');
    const s = found ?? (await statFile(file));
    if (!s) return c.text('The app is not built yet: run `npm run build` (or `npm start`).', 503);
    return sendFile(file, s, {
      method: c.req.method,
      headers: c.req.raw.headers,
      extra: cacheHeaders(path.relative(distDir, file)),
    });
  });
  return app;
}

function cacheHeaders(relative: string): Record<string, string> {
  const name = relative.split(path.sep).join('/');
  if (name === 'sw.js') return { 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/' };
  if (NO_CACHE.has(name)) return { 'Cache-Control': 'no-cache' };
  if (name.startsWith('assets/')) return { 'Cache-Control': 'public, max-age=31536000, immutable' };
  return { 'Cache-Control': 'public, max-age=0, must-revalidate' };
}
