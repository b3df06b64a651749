import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { getMimeType } from 'hono/utils/mime';

/**
 * Serves one file from disk with the HTTP caching and partial-content rules browsers and the
 * service worker rely on: a strong ETag (size + mtime), `If-None-Match` → 304, a single
 * `Range` → 206 (audio seeking, resumable pack downloads), unsatisfiable → 416, and HEAD.
 */
const EXTRA_TYPES: Record<string, string> = {
  webmanifest: 'application/manifest+json',
  webp: 'image/webp',
  woff2: 'font/woff2',
  pbf: 'application/x-protobuf',
  m4a: 'audio/mp4',
};

export function contentTypeFor(file: string): string {
  const ext = path.extname(file).slice(1).toLowerCase();
  return EXTRA_TYPES[ext] ?? getMimeType(file) ?? 'application/octet-stream';
}

/** Resolves `relative` inside `root`, or null when it would escape it or names a dotfile. */
export function resolveInside(root: string, relative: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const resolved = path.resolve(root, `.${path.posix.sep}${decoded}`);
  const rel = path.relative(root, resolved);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  if (rel.split(path.sep).some((part) => part.startsWith('.'))) return null;
  return resolved;
}

export async function statFile(file: string): Promise<Stats | null> {
  try {
    const s = await stat(file);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

export function etagFor(s: Stats): string {
  return `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`;
}

type SendOptions = {
  method: string;
  headers: Headers;
  /** Extra response headers (cache policy, CORS, Content-Encoding). */
  extra?: Record<string, string>;
  /** The type of what the bytes are (a precompressed `app.js.br` is JavaScript). */
  contentType?: string;
};

export function sendFile(file: string, s: Stats, opts: SendOptions): Response {
  const etag = etagFor(s);
  const headers = new Headers({
    'Content-Type': opts.contentType ?? contentTypeFor(file),
    'Accept-Ranges': 'bytes',
    ETag: etag,
    'Last-Modified': s.mtime.toUTCString(),
    ...opts.extra,
  });
  if (matchesEtag(opts.headers.get('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers });
  }
  const range = rangeFor(opts.headers, etag, s.size);
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${s.size}`);
    return new Response(null, { status: 416, headers });
  }
  const [start, end] = range ?? [0, s.size - 1];
  headers.set('Content-Length', String(Math.max(0, end - start + 1)));
  if (range) headers.set('Content-Range', `bytes ${start}-${end}/${s.size}`);
  const status = range ? 206 : 200;
  if (opts.method === 'HEAD' || s.size === 0) return new Response(null, { status, headers });
  const stream = Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream;
  return new Response(stream, { status, headers });
}

export function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === etag);
}

/** One byte range, or null to send the whole file (no/invalid/multiple ranges, stale If-Range). */
export function rangeFor(
  headers: Headers,
  etag: string,
  size: number,
): [number, number] | 'unsatisfiable' | null {
  const header = headers.get('range');
  if (!header) return null;
  const ifRange = headers.get('if-range');
  if (ifRange && ifRange.trim() !== etag) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    return [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return [start, end];
}
