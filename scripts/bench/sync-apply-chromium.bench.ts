/**
 * Applying a full snapshot of the bench catalogue (1 000 routes / 10 000 locations) in real
 * Chromium, with the app's applyPull and IndexedDB: the main thread's long tasks
 * (PerformanceObserver 'longtask', no CPU throttling) and its longest slice, for a cold apply
 * into an empty store and a re-apply of the same snapshot (nothing to write). Target: no task
 * over 50 ms. Also reported: JSON.parse of the snapshot's text, which the transport does on
 * the main thread before applyPull sees it.
 * Run: npx tsx scripts/bench/sync-apply-chromium.bench.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { build } from 'vite';
import { createStaticApp } from '../../supabase/local/static.ts';
import { launchBrowser } from '../../tests/support/browser.ts';
import type { Measured } from './support/applyHarness/main.ts';

const harness = path.join(path.dirname(fileURLToPath(import.meta.url)), 'support/applyHarness');
const TARGET_MS = 50;

function describe(name: string, m: Measured): void {
  const worst = m.longTasks.length ? Math.max(...m.longTasks) : 0;
  console.log(
    `sync apply chromium ${name}: ${m.ms.toFixed(0)} ms; long tasks: ${m.longTasks.length}` +
      `${m.longTasks.length ? ` (longest ${worst.toFixed(0)} ms)` : ''}; longest slice ` +
      `${m.longestSlice.toFixed(0)} ms (target: no task over ${TARGET_MS} ms)`,
  );
}

const outDir = await mkdtemp(path.join(tmpdir(), 'routegids-apply-harness-'));
const server = serve({ fetch: createStaticApp(outDir).fetch, port: 0, hostname: '127.0.0.1' });
try {
  await build({
    configFile: false,
    root: harness,
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  if (!server.listening) await new Promise<void>((r) => server.once('listening', () => r()));
  const { port } = server.address() as AddressInfo;
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => typeof window.runApplyBench === 'function');
    const result = await page.evaluate(() => window.runApplyBench());
    describe('full snapshot into an empty store', result.cold as Measured);
    describe('same snapshot again (nothing written)', result.unchanged as Measured);
    const parse = result.parse as Measured;
    console.log(
      `sync JSON.parse of the snapshot (${((result.bytes as number) / 1e6).toFixed(1)} MB, in the transport): ${parse.ms.toFixed(0)} ms, one task`,
    );
  } finally {
    await browser.close();
  }
} finally {
  server.close();
  await rm(outDir, { recursive: true, force: true });
}
