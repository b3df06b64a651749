import { describe, expect, it } from 'vitest';
import type { PackFile } from '../../../src/domain/packFile.ts';
import { headSizes } from '../../../src/sync/packs/fileSizes.ts';

describe('pack file sizes before downloading', () => {
  it('asks HEAD for unknown sizes only, a few at a time, and leaves what it cannot learn unknown', async () => {
    let inFlight = 0;
    let most = 0;
    const asked: string[] = [];
    const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      expect(init?.method).toBe('HEAD');
      asked.push(url);
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
      if (url.endsWith('/down')) throw new TypeError('Failed to fetch');
      if (url.endsWith('/405')) return new Response(null, { status: 405 });
      if (url.endsWith('/nolength')) return new Response(null, { status: 200 });
      return new Response(null, { status: 200, headers: { 'content-length': '1234' } });
    }) as typeof fetch;
    const files: PackFile[] = [
      { url: '/known', kind: 'audio', bytes: 10 },
      ...Array.from({ length: 10 }, (_, i) => ({ url: `/f${i}`, kind: 'tile' as const })),
      { url: 'https://cdn.test/down', kind: 'image' },
      { url: 'https://cdn.test/405', kind: 'image' },
      { url: 'https://cdn.test/nolength', kind: 'image' },
    ];

    const sizes = await headSizes(files, fetchFn, 'https://app.test/', 3);

    expect(asked).not.toContain('https://app.test/known');
    expect(asked).toContain('https://app.test/f0');
    expect(most).toBe(3);
    expect(sizes.get('/f9')).toBe(1234);
    expect(sizes.size).toBe(10);
  });
});
