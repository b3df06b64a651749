/**
 * Response compression, as Supabase's gateway does for API answers and static hosts (Netlify,
 * Cloudflare Pages) do for files: brotli when the client accepts it, else gzip, with
 * `Vary: Accept-Encoding` on everything whose encoding could differ.
 *
 * Never compressed: answers below 1 KiB (the frame costs more than it saves), types that are
 * compressed already (images, audio, video, woff2), answers to a `Range` request (byte offsets
 * refer to the identity body: audio seeking and resumed pack downloads), answers that carry a
 * `Content-Encoding` already (precompressed files), `Cache-Control: no-transform`, and HEAD.
 *
 * Dynamic answers use brotli quality 4 (gzip level 6 as fallback): on the 24 MB bench snapshot
 * that is about 0.2 s in zlib's thread pool, where quality 11 would take many seconds; built
 * files are compressed at quality 11 once, at build time (scripts/vite/precompress.ts).
 */
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

export type ContentCoding = 'br' | 'gzip';

/** Codings this server makes, in its order of preference when the client likes both as much. */
const CODINGS: readonly ContentCoding[] = ['br', 'gzip'];
export const MIN_COMPRESS_BYTES = 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** The best coding the client accepts (highest q; br before gzip on a tie), or null. */
export function chooseCoding(
  acceptEncoding: string | null | undefined,
  available: readonly ContentCoding[] = CODINGS,
): ContentCoding | null {
  if (!acceptEncoding) return null;
  const accepts = parseAccept(acceptEncoding);
  const q = (name: string) => accepts.find((a) => a.type.toLowerCase() === name)?.q;
  const wildcard = q('*') ?? 0;
  let best: { coding: ContentCoding; q: number } | null = null;
  for (const coding of available) {
    const weight = q(coding) ?? (coding === 'gzip' ? q('x-gzip') : undefined) ?? wildcard;
    if (weight > 0 && (!best || weight > best.q)) best = { coding, q: weight };
  }
  return best?.coding ?? null;
}

/** Icons are PNG inside an ICO container these days: compressed already. */
const ICON = /^\s*image\/(?:x-icon|vnd\.microsoft\.icon)/i;

export function isCompressibleType(contentType: string | null): boolean {
  return (
    !!contentType && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType) && !ICON.test(contentType)
  );
}

/** Adds `token` to the Vary header unless it (or `*`) is there already. */
export function addVary(headers: Headers, token: string): void {
  const current = headers.get('vary');
  if (!current) {
    headers.set('Vary', token);
    return;
  }
  const names = current.split(',').map((v) => v.trim().toLowerCase());
  if (names.includes('*') || names.includes(token.toLowerCase())) return;
  headers.set('Vary', `${current}, ${token}`);
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function brotliOptions(sizeHint?: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      ...(sizeHint ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
    },
  };
}

/** Compresses a whole body off the main thread (zlib's thread pool). */
export function compressBuffer(body: Buffer, coding: ContentCoding): Promise<Buffer> {
  return coding === 'br' ? brotli(body, brotliOptions(body.length)) : gzip(body, { level: 6 });
}

function compressStream(body: ReadableStream<Uint8Array>, coding: ContentCoding, size: number) {
  const encoder =
    coding === 'br'
      ? zlib.createBrotliCompress(brotliOptions(size))
      : zlib.createGzip({ level: 6 });
  return Readable.toWeb(
    Readable.fromWeb(body as import('node:stream/web').ReadableStream).pipe(encoder),
  ) as ReadableStream<Uint8Array>;
}

/** Whether this exchange may be compressed at all (whatever the client accepts). */
function eligible(req: Request, res: Response): boolean {
  return (
    req.method !== 'HEAD' &&
    !req.headers.has('range') &&
    res.status !== 206 &&
    res.status !== 204 &&
    res.status !== 304 &&
    !!res.body &&
    !res.headers.has('content-encoding') &&
    !NO_TRANSFORM.test(res.headers.get('cache-control') ?? '')
  );
}

/**
 * Compresses the answers of the routes it wraps. A body of known length is compressed as a
 * stream (files); one of unknown length (API answers, built in memory) is read first so small
 * ones can be left alone.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!isCompressibleType(res.headers.get('content-type'))) return;
    addVary(res.headers, 'Accept-Encoding');
    if (!eligible(c.req.raw, res)) return;
    const coding = chooseCoding(c.req.header('accept-encoding'));
    if (!coding) return;

    const declared = res.headers.get('content-length');
    let body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>;
    if (declared !== null) {
      if (Number(declared) < MIN_COMPRESS_BYTES) return;
      body = compressStream(res.body as ReadableStream<Uint8Array>, coding, Number(declared));
    } else {
      const bytes = await res.arrayBuffer();
      if (bytes.byteLength < MIN_COMPRESS_BYTES) {
        c.res = new Response(bytes, res);
        return;
      }
      const raw = Buffer.from(bytes);
      body = new Uint8Array(await compressBuffer(raw, coding));
    }
    c.res = new Response(body, res);
    c.res.headers.delete('content-length');
    c.res.headers.set('Content-Encoding', coding);
    // The bytes differ from the identity body's: a strong validator may not be shared.
    const etag = c.res.headers.get('etag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}
