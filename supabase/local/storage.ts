import { Hono } from 'hono';
import { resolveInside, sendFile, statFile } from './fileResponse.ts';

/**
 * Supabase Storage's public-object URL for the `media` bucket, served from a folder. Public
 * buckets are readable cross-origin, so every answer carries CORS headers.
 */
const PREFIX = '/storage/v1/object/public/media/';

const CORS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers':
    'Content-Length, Content-Range, Accept-Ranges, ETag, Last-Modified',
};

export function createStorageApp(mediaDir: string): Hono {
  const app = new Hono();
  app.options(`${PREFIX}*`, (c) =>
    c.body(null, 204, {
      ...CORS,
      'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
      'Access-Control-Allow-Headers':
        'range, if-none-match, if-range, authorization, apikey, x-client-info',
      'Access-Control-Max-Age': '86400',
    }),
  );
  app.on(['GET', 'HEAD'], `${PREFIX}*`, async (c) => {
    const relative = new URL(c.req.url).pathname.slice(PREFIX.length);
    const file = relative ? resolveInside(mediaDir, relative) : null;
    const s = file ? await statFile(file) : null;
    if (!file || !s) {
      return c.json(
        { statusCode: '404', error: 'not_found', message: 'Object not found' },
        404,
        CORS,
      );
    }
    return sendFile(file, s, {
      method: c.req.method,
      headers: c.req.raw.headers,
      extra: { ...CORS, 'Cache-Control': 'public, max-age=3600' },
    });
  });
  return app;
}
