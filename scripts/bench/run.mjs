#!/usr/bin/env node
/**
 * `npm run bench`: runs every scripts/bench/*.bench.ts with tsx, one after another, prints what
 * each reports (`name: value unit (target …)` lines) and, when all of them ran, writes it all
 * to docs/benchmarks.md with the machine and the date (scripts/bench/report.ts). With names
 * (`npm run bench -- bundle stops`) only those run and the report is left alone. Benchmarks
 * report; they do not fail on a missed target. The exit code is non-zero only when a benchmark
 * crashed.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The report module is TypeScript: load it through tsx, as scripts/start.mjs does.
const { register } = await import('tsx/esm/api');
register();
const { describeMachine, formatReport } = await import('./report.ts');

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const only = process.argv.slice(2);
const benches = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const machine = describeMachine();
const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z');

/** Runs one bench, echoing its output as it comes and keeping its stdout lines. */
function runBench(file) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npx, ['tsx', path.join('scripts/bench', file)], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      out += chunk.toString();
    });
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      console.log(`(${file} took ${seconds.toFixed(1)} s)`);
      resolve({ file, seconds, crashed: code !== 0, lines: out.split(/\r?\n/) });
    });
  });
}

const results = [];
for (const file of benches) {
  console.log(`\n== ${file}`);
  results.push(await runBench(file));
}

if (only.length === 0) {
  const target = path.join(root, 'docs', 'benchmarks.md');
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, formatReport({ date, machine, benches: results }));
  console.log(`\nReport: ${path.relative(root, target)}`);
}

const crashed = results.filter((r) => r.crashed).map((r) => r.file);
if (crashed.length > 0) {
  console.error(`\nCrashed: ${crashed.join(', ')}`);
  process.exit(1);
}
