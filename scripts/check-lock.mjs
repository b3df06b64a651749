#!/usr/bin/env node
/**
 * Fails when package-lock.json lacks a platform binary that a locked package lists as optional
 * (biome, deno, rollup, esbuild, sharp…). npm drops such an entry without a word when the
 * registry it asked had no build of that exact version for that platform; `npm ci` on macOS or
 * Windows then refuses the lock. The cure is a version whose every platform build is published
 * (see README, "Installs"), pinned, and a lock written again from scratch.
 */
import { readFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const packages = lock.packages ?? {};

/** Where npm would look for `dep` from the package at `path`: its own node_modules, then up. */
function resolves(path, dep) {
  let base = path;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${dep}`]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut < 0 ? '' : base.slice(0, cut);
  }
}

const missing = [];
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
    if (!resolves(path, dep)) missing.push(`${path || '(root)'} → ${dep}@${range}`);
  }
}

if (missing.length > 0) {
  console.error(`package-lock.json lacks ${missing.length} optional platform package(s):`);
  for (const line of missing.slice(0, 20)) console.error(`  ${line}`);
  console.error(
    'Pin a version whose platform builds are all on the registry, then rewrite the lock.',
  );
  process.exit(1);
}
console.log(
  `package-lock.json: every optional platform package is locked (${Object.keys(packages).length} entries).`,
);
