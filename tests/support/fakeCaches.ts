/**
 * Cache Storage in memory, for the service worker's pack code under Node: whole responses
 * stored by URL (a body that fails mid-stream stores nothing, as in browsers), a byte quota
 * that makes `put` throw QuotaExceededError like Chrome, and a log of what was stored.
 */

interface Stored {
  body: Uint8Array;
  status: number;
  headers: [string, string][];
}

const keyOf = (req: RequestInfo | URL): string =>
  typeof req === 'string' ? req : req instanceof URL ? req.href : req.url;

export class FakeCache implements Cache {
  readonly entries = new Map<string, Stored>();

  constructor(private readonly storage: FakeCacheStorage) {}

  async put(req: RequestInfo | URL, response: Response): Promise<void> {
    const body = new Uint8Array(await response.arrayBuffer());
    if (this.storage.used() + body.byteLength > this.storage.quota) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    this.entries.set(keyOf(req), {
      body,
      status: response.status,
      headers: [...response.headers.entries()],
    });
    this.storage.puts.push(keyOf(req));
  }

  async match(req: RequestInfo | URL, _opts?: CacheQueryOptions): Promise<Response | undefined> {
    const hit = this.entries.get(keyOf(req));
    if (!hit) return undefined;
    return new Response(hit.body.slice(), { status: hit.status, headers: hit.headers });
  }

  async keys(): Promise<readonly Request[]> {
    return [...this.entries.keys()].map((k) => new Request(k));
  }

  async delete(req: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(keyOf(req));
  }

  async matchAll(): Promise<readonly Response[]> {
    throw new Error('not used');
  }

  async add(): Promise<void> {
    throw new Error('not used');
  }

  async addAll(): Promise<void> {
    throw new Error('not used');
  }
}

export class FakeCacheStorage implements CacheStorage {
  readonly caches = new Map<string, FakeCache>();
  /** Every URL stored, in order (a URL stored twice was downloaded twice). */
  readonly puts: string[] = [];
  quota = Number.POSITIVE_INFINITY;

  used(): number {
    let n = 0;
    for (const c of this.caches.values())
      for (const e of c.entries.values()) n += e.body.byteLength;
    return n;
  }

  async open(name: string): Promise<FakeCache> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new FakeCache(this);
      this.caches.set(name, cache);
    }
    return cache;
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }

  async match(req: RequestInfo | URL): Promise<Response | undefined> {
    for (const c of this.caches.values()) {
      const hit = await c.match(req);
      if (hit) return hit;
    }
    return undefined;
  }
}
