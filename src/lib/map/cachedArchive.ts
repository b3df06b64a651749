import { FetchSource, type RangeResponse, type Source } from 'pmtiles';

/**
 * A PMTiles archive read from an offline pack when one holds it, else over HTTP ranges.
 *
 * Cache Storage keeps whole responses only, so the pack holds the archive whole; offline,
 * MapLibre's tile reads become slices of the cached file (a Blob, which the browser keeps on
 * disk) instead of range requests through the service worker. Found once, the cached copy is
 * used for the rest of the session; not found, the cache is looked at again now and then, so
 * a pack that completes while the map is open takes over.
 */
const RECHECK_MS = 5_000;

export interface ArchiveCache {
  match(url: string): Promise<Response | undefined>;
}

/** Every Cache Storage cache of this origin (packs included), where the page has one. */
export const pageCaches: ArchiveCache | null =
  typeof caches === 'undefined'
    ? null
    : { match: (url) => caches.match(url, { ignoreVary: true }) };

export class CachedArchiveSource implements Source {
  private blob: Blob | null = null;
  private lookup: Promise<Blob | null> | null = null;
  private lookedAt = Number.NEGATIVE_INFINITY;
  private readonly network: Source;

  constructor(
    private readonly url: string,
    private readonly cache: ArchiveCache | null = pageCaches,
    network?: Source,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.network = network ?? new FetchSource(url);
  }

  getKey(): string {
    return this.url;
  }

  private async cached(): Promise<Blob | null> {
    if (this.blob || !this.cache) return this.blob;
    if (!this.lookup && this.now() - this.lookedAt >= RECHECK_MS) {
      this.lookedAt = this.now();
      this.lookup = this.cache
        .match(this.url)
        .then((r) => (r?.ok ? r.blob() : null))
        .catch(() => null)
        .then((blob) => {
          this.blob = blob;
          this.lookup = null;
          return blob;
        });
    }
    return this.lookup ?? this.blob;
  }

  async getBytes(
    offset: number,
    length: number,
    signal?: AbortSignal,
    etag?: string,
  ): Promise<RangeResponse> {
    const blob = await this.cached();
    if (blob) return { data: await blob.slice(offset, offset + length).arrayBuffer() };
    return this.network.getBytes(offset, length, signal, etag);
  }
}
