#!/usr/bin/env node
// Type-checks the edge function's Deno entry with the Deno binary the `deno` npm package ships.
// deno.json next to it says nodeModulesDir "manual": Deno resolves the bare imports from the
// packages npm installed and downloads nothing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const deno = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'deno.cmd' : 'deno');
const entry = 'supabase/functions/api/index.ts';

if (!existsSync(deno)) {
  console.error(`check-deno: ${deno} is missing; run npm install (devDependency "deno").`);
  process.exit(1);
}

const result = spawnSync(deno, ['check', entry], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
});
if (result.error) {
  console.error(`check-deno: ${result.error.message}`);
  process.exit(1);
}
process.exit(result.status ?? 1);
