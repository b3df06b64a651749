import type { PackProblem } from '../../src/domain/packProtocol.ts';

/**
 * Downloads one pack file into the pack's cache, checked.
 *
 * The checks, and why:
 * - CORS mode, never `no-cors`: an opaque response cannot be checked (status 0, no headers)
 *   and Chrome charges about 7 MB of quota for each one. A server that sends no CORS headers
 *   fails here, visibly, instead of filling the pack with unreadable entries.
 * - Status 200 only: a 404 page, a redirect to a login page or a 206 fragment is not the file.
 * - A body shorter than its Content-Length (a dropped connection) is not stored.
 * The body streams into the cache through a counter, so progress moves while a large file
 * (audio, a PMTiles archive) comes in and nothing is held in memory whole.
 */

export class PackFileError extends Error {
  constructor(
    readonly problem: PackProblem,
    readonly detail: string,
    /** Worth trying again (a dropped connection, a 5xx, 408 or 429). */
    readonly retryable: boolean,
  ) {
    super(detail);
    this.name = 'PackFileError';
  }
}

/** Headers worth keeping on the stored copy; length and encoding describe the wire, not the body. */
const KEPT_HEADERS = [
  'content-type',
  'etag',
  'last-modified',
  'content-language',
  'access-control-allow-origin',
];

const isQuotaError = (e: unknown): boolean =>
  e instanceof Error && (e.name === 'QuotaExceededError' || /quota/i.test(e.message));

const isAbort = (e: unknown): boolean => e instanceof Error && e.name === 'AbortError';

export interface FetchPackFileOptions {
  /** The absolute URL, which is also the cache key. */
  url: string;
  cache: Cache;
  signal: AbortSignal;
  fetch: typeof fetch;
  /** Called with each chunk's size as it arrives. */
  onBytes: (n: number) => void;
  /** The app's origin: same-origin files are fetched with credentials, others without. */
  origin: string;
}

/** Stores the file and returns its size in bytes; throws PackFileError (or AbortError). */
export async function fetchPackFile(opts: FetchPackFileOptions): Promise<number> {
  const { url, cache, signal } = opts;
  const sameOrigin = new URL(url).origin === opts.origin;
  let response: Response;
  try {
    response = await opts.fetch(url, {
      mode: 'cors',
      credentials: sameOrigin ? 'same-origin' : 'omit',
      signal,
    });
  } catch (e) {
    if (isAbort(e)) throw e;
    throw new PackFileError(
      'file',
      `${url}: ${e instanceof Error ? e.message : 'network error'}`,
      true,
    );
  }
  if (response.type === 'opaque' || response.type === 'opaqueredirect') {
    throw new PackFileError('file', `${url}: opaque response (no CORS)`, false);
  }
  if (response.status !== 200 || !response.body) {
    const retry = response.status >= 500 || response.status === 408 || response.status === 429;
    throw new PackFileError('file', `${url}: HTTP ${response.status}`, retry);
  }

  const encoded = response.headers.has('content-encoding');
  const declared = Number(response.headers.get('content-length'));
  let bytes = 0;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      bytes += chunk.byteLength;
      opts.onBytes(chunk.byteLength);
      controller.enqueue(chunk);
    },
  });
  const headers = new Headers();
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const stored = new Response(response.body.pipeThrough(counter), {
    status: 200,
    statusText: response.statusText || 'OK',
    headers,
  });
  try {
    await cache.put(url, stored);
  } catch (e) {
    if (isAbort(e) || signal.aborted) throw abortError();
    if (isQuotaError(e)) throw new PackFileError('quota', `${url}: ${String(e)}`, false);
    throw new PackFileError('file', `${url}: ${e instanceof Error ? e.message : String(e)}`, true);
  }
  // Content-Length counts encoded bytes when the body was compressed on the wire.
  if (!encoded && Number.isFinite(declared) && declared > 0 && bytes !== declared) {
    await cache.delete(url);
    throw new PackFileError('file', `${url}: ${bytes} of ${declared} bytes`, true);
  }
  return bytes;
}

function abortError(): Error {
  const e = new Error('The download was stopped.');
  e.name = 'AbortError';
  return e;
}
