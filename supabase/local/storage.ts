import type { Stats } from 'node:fs';
import { type Context, Hono } from 'hono';
import { matchesEtag, rangeFor, resolveInside, sendFile, statFile } from './fileResponse.ts';
import {
  createImageVariants,
  type ImageVariants,
  parseVariantParams,
  type Variant,
} from './imageVariants.ts';

/**
 * Supabase Storage's public URLs for the `media` bucket, served from a folder. Public buckets
 * are readable cross-origin, so every answer carries CORS headers.
 *
 * - `/storage/v1/object/public/media/<path>?w=&q=`: the object. `w` (width) and `q` (quality),
 *   the parameters the app appends to image URLs, give a resized JPEG/PNG/WebP; other files
 *   and garbage values get the object itself.
 * - `/storage/v1/render/image/public/media/<path>?width=&quality=`: Supabase's image
 *   transformation endpoint, with the same behaviour, so URLs written for production work here.
 */
const OBJECT_PREFIX = '/storage/v1/object/public/media/';
const RENDER_PREFIX = '/storage/v1/render/image/public/media/';
const ROUTES = [
  { prefix: OBJECT_PREFIX, names: { width: 'w', quality: 'q' } },
  { prefix: RENDER_PREFIX, names: { width: 'width', quality: 'quality' } },
] as const;

const CORS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers':
    'Content-Length, Content-Range, Accept-Ranges, ETag, Last-Modified',
};
const CACHE = { 'Cache-Control': 'public, max-age=3600' };

export type StorageOptions = {
  /** Memory for resized images (default 64 MiB). */
  variantCacheBytes?: number;
};

export function createStorageApp(mediaDir: string, opts: StorageOptions = {}): Hono {
  const variants = createImageVariants({ maxBytes: opts.variantCacheBytes });
  const app = new Hono();
  for (const { prefix, names } of ROUTES) {
    app.options(`${prefix}*`, (c) =>
      c.body(null, 204, {
        ...CORS,
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers':
          'range, if-none-match, if-range, authorization, apikey, x-client-info',
        'Access-Control-Max-Age': '86400',
      }),
    );
    app.on(['GET', 'HEAD'], `${prefix}*`, async (c) => {
      const url = new URL(c.req.url);
      const relative = url.pathname.slice(prefix.length);
      const file = relative ? resolveInside(mediaDir, relative) : null;
      const s = file ? await statFile(file) : null;
      if (!file || !s) {
        return c.json(
          { statusCode: '404', error: 'not_found', message: 'Object not found' },
          404,
          CORS,
        );
      }
      const variant = await variantOrNull(
        variants,
        file,
        s,
        parseVariantParams(url.searchParams, names),
      );
      if (variant) return sendVariant(c, variant, s);
      return sendFile(file, s, {
        method: c.req.method,
        headers: c.req.raw.headers,
        extra: { ...CORS, ...CACHE },
      });
    });
  }
  return app;
}

/** A file that sharp cannot read (corrupt, misnamed) is served as it is, as the browser gets it. */
async function variantOrNull(
  variants: ImageVariants,
  file: string,
  s: Stats,
  params: ReturnType<typeof parseVariantParams>,
): Promise<Variant | null> {
  try {
    return await variants.get(file, s, params);
  } catch (err) {
    console.warn(`storage: cannot resize ${file}: ${err instanceof Error ? err.message : err}`);
    return null;
  }
}

/** The variant with the same conditional and partial-content rules as a file (fileResponse.ts). */
function sendVariant(c: Context, v: Variant, original: Stats): Response {
  const size = v.body.length;
  const headers = new Headers({
    'Content-Type': v.contentType,
    'Accept-Ranges': 'bytes',
    ETag: v.etag,
    'Last-Modified': original.mtime.toUTCString(),
    ...CORS,
    ...CACHE,
  });
  if (matchesEtag(c.req.header('if-none-match') ?? null, v.etag)) {
    return new Response(null, { status: 304, headers });
  }
  const range = rangeFor(c.req.raw.headers, v.etag, size);
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  const [start, end] = range ?? [0, size - 1];
  headers.set('Content-Length', String(end - start + 1));
  if (range) headers.set('Content-Range', `bytes ${start}-${end}/${size}`);
  const status = range ? 206 : 200;
  if (c.req.method === 'HEAD') return new Response(null, { status, headers });
  return new Response(new Uint8Array(v.body.subarray(start, end + 1)), { status, headers });
}
