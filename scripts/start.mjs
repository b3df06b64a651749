#!/usr/bin/env node
/**
 * `npm start`: builds the app (unless SKIP_BUILD=1), renders the seed's sample photos when they
 * are missing (scripts/seed/photos.ts; about 10 s the first time), then serves the app and the
 * local Supabase-compatible API on one origin. Honours PORT (8787), HOST (localhost), DATABASE_URL and
 * DATA_DIR (.data, or "memory"); prints `Routegids running at <url>` and `anon key: <key>`.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

if (process.env.SKIP_BUILD !== '1') {
  const vite = viteBin();
  // Build output goes to stderr so stdout carries only the server's lines (tests parse them).
  const build = spawnSync(process.execPath, [vite, 'build'], { stdio: ['ignore', 2, 2] });
  if (build.status !== 0) {
    console.error('Build failed; not starting the server.');
    process.exit(build.status ?? 1);
  }
}

// The server is TypeScript: load it through tsx in this process, so signals reach it directly.
const { register } = await import('tsx/esm/api');
register();
await (await import('./seed/photos.ts')).prepareSamplePhotos();
await import('../supabase/local/main.ts');

/** Vite's CLI script; its package exports do not include the bin path, so go via package.json. */
function viteBin() {
  const pkg = createRequire(import.meta.url).resolve('vite/package.json');
  return path.join(path.dirname(pkg), 'bin', 'vite.js');
}
