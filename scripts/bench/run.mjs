#!/usr/bin/env node
/**
 * `npm run bench`: runs every scripts/bench/*.bench.ts with tsx, one after another, and
 * prints what each reports (`name: value unit (target …)` lines). Benchmarks report; they do
 * not fail on a missed target. The exit code is non-zero only when a benchmark crashed.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const only = process.argv.slice(2);
const benches = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const crashed = [];
for (const file of benches) {
  console.log(`\n== ${file}`);
  const started = Date.now();
  const result = spawnSync(npx, ['tsx', path.join('scripts/bench', file)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  console.log(`(${file} took ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (result.status !== 0) crashed.push(file);
}

if (crashed.length > 0) {
  console.error(`\nCrashed: ${crashed.join(', ')}`);
  process.exit(1);
}
