import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const DIST = path.join(ROOT, 'dist');

/** `vite build` into dist/ when there is no build yet, or always with BENCH_BUILD=1. */
export function ensureBuild(): void {
  if (process.env.BENCH_BUILD !== '1' && existsSync(path.join(DIST, '.vite/manifest.json'))) return;
  const vitePkg = createRequire(import.meta.url).resolve('vite/package.json');
  const vite = path.join(path.dirname(vitePkg), 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('vite build failed');
}
