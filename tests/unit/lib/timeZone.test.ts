import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The visit log's time zone is read off the main thread where there are workers (the first
 * Intl.DateTimeFormat of a page is a long task on a phone), once per page.
 */
const here = Intl.DateTimeFormat().resolvedOptions().timeZone;

async function freshModule() {
  vi.resetModules();
  return import('../../../src/lib/timeZone.ts');
}

/** A Worker stand-in that answers like timeZoneWorker.ts, or fails to load. */
function fakeWorker(answer: { zone: string } | 'error') {
  const made: string[] = [];
  class FakeWorker {
    onmessage: ((event: MessageEvent<unknown>) => void) | null = null;
    onerror: (() => void) | null = null;
    terminated = false;
    constructor(url: URL) {
      made.push(url.pathname);
      queueMicrotask(() => {
        if (answer === 'error') this.onerror?.();
        else this.onmessage?.({ data: answer.zone } as MessageEvent<unknown>);
      });
    }
    terminate() {
      this.terminated = true;
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return made;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readTimeZone', () => {
  it("asks a worker once and keeps its answer for the page's later visits", async () => {
    const made = fakeWorker({ zone: 'Europe/Amsterdam' });
    const { readTimeZone } = await freshModule();
    expect(await readTimeZone()).toBe('Europe/Amsterdam');
    expect(await readTimeZone()).toBe('Europe/Amsterdam');
    expect(made).toHaveLength(1);
    expect(made[0]).toMatch(/timeZoneWorker/);
  });

  it('reads the zone itself when the worker fails or there are no workers', async () => {
    fakeWorker('error');
    expect(await (await freshModule()).readTimeZone()).toBe(here);
    vi.unstubAllGlobals();
    vi.stubGlobal('Worker', undefined);
    expect(await (await freshModule()).readTimeZone()).toBe(here);
  });
});
