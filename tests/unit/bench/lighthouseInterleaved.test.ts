import { describe, expect, it } from 'vitest';
import {
  type LighthouseFigures,
  lighthouseInterleaved,
} from '../../../scripts/bench/support/lighthouseRuns.ts';

const figures = (tbtMs: number, failed: string[] = []): LighthouseFigures => ({
  performance: 100 - tbtMs / 10,
  accessibility: 100,
  bestPractices: 96,
  seo: 100,
  fcpMs: 700,
  lcpMs: 1500,
  tbtMs,
  cls: 0,
  jsCssBeforeMapBytes: 90_000,
  jsCssBytes: 500_000,
  totalBytes: 700_000,
  failed,
  findings: [],
});

describe('interleaved Lighthouse runs', () => {
  it('runs the variants in turns, reversing the order every other round', async () => {
    const calls: string[] = [];
    await lighthouseInterleaved(
      { full: { url: 'http://a/' }, hidden: { url: 'http://b/' }, refused: { url: 'http://c/' } },
      3,
      async (url) => {
        calls.push(url);
        return figures(100);
      },
    );
    expect(calls).toEqual([
      ...['http://a/', 'http://b/', 'http://c/'],
      ...['http://c/', 'http://b/', 'http://a/'],
      ...['http://a/', 'http://b/', 'http://c/'],
    ]);
  });

  it("gives each variant its own runs' medians, every run's TBT and any run's failed audits", async () => {
    // A busy spell in the middle round: it falls on both variants.
    const tbt: Record<string, number[]> = {
      'http://a/': [150, 420, 170],
      'http://b/': [140, 390, 160],
    };
    const summary = await lighthouseInterleaved(
      { full: { url: 'http://a/' }, hidden: { url: 'http://b/', blocked: ['*/x'] } },
      3,
      async (url, blocked) => {
        const next = tbt[url]?.shift() ?? 0;
        return figures(next, blocked.length ? ['errors-in-console'] : next > 400 ? ['tbt'] : []);
      },
    );
    expect(summary.full.tbtMs).toBe(170);
    expect(summary.full.tbtRunsMs).toEqual([150, 420, 170]);
    expect(summary.full.failed).toEqual(['tbt']);
    expect(summary.hidden.tbtMs).toBe(160);
    expect(summary.hidden.failed).toEqual(['errors-in-console']);
  });

  it('passes each variant its refused URLs and throttling', async () => {
    const seen: [string, string[], string][] = [];
    await lighthouseInterleaved(
      {
        applied: { url: 'http://a/', throttling: 'devtools' },
        refused: { url: 'http://a/', blocked: ['*/RouteMap-*'] },
      },
      1,
      async (url, blocked, throttling) => {
        seen.push([url, blocked, throttling]);
        return figures(0);
      },
    );
    expect(seen).toEqual([
      ['http://a/', [], 'devtools'],
      ['http://a/', ['*/RouteMap-*'], 'simulate'],
    ]);
  });
});
