import type { PackFile } from '../../domain/packFile.ts';

/**
 * The sizes of pack files the catalogue does not know, from HEAD requests (a few at a time),
 * so a walker sees "11 MB" before downloading. A server that refuses HEAD, sends no
 * Content-Length or cannot be reached leaves the size unknown; the download then counts the
 * real bytes.
 */
export async function headSizes(
  files: readonly PackFile[],
  fetchFn: typeof fetch,
  base: string,
  concurrency = 6,
): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const queue = files.filter((f) => f.bytes === undefined).map((f) => f.url);
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      try {
        const absolute = new URL(url, base).href;
        const sameOrigin = new URL(absolute).origin === new URL(base).origin;
        const response = await fetchFn(absolute, {
          method: 'HEAD',
          mode: 'cors',
          credentials: sameOrigin ? 'same-origin' : 'omit',
          signal: AbortSignal.timeout(10_000),
        });
        const length = Number(response.headers.get('content-length'));
        if (response.ok && Number.isFinite(length) && length > 0) sizes.set(url, length);
      } catch {
        // Unknown size: the download will count it.
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return sizes;
}
