#!/usr/bin/env node
/**
 * `npm run dev`: the local backend on BACKEND_PORT (8787) and Vite with hot reload in front of
 * it. Vite proxies the backend paths (vite.config.ts, via BACKEND_URL), so the app, auth and
 * e-mail links all use Vite's origin. Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const backendPort = process.env.BACKEND_PORT || '8787';
const backendHost = process.env.HOST || 'localhost';
const vitePort = process.env.VITE_PORT || '5173';
const backendUrl = `http://${backendHost}:${backendPort}`;

// Resolved before anything starts, so a missing Vite cannot leave an orphaned backend.
const vite = viteBin();

// The seed's sample photos, rendered once (scripts/seed/photos.ts), before the backend serves them.
const { register } = await import('tsx/esm/api');
register();
await (await import('./seed/photos.ts')).prepareSamplePhotos();

const children = [];

function run(name, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? code}); stopping the rest.`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  let pending = children.filter((c) => c.exitCode === null && c.signalCode === null);
  if (pending.length === 0) process.exit(code);
  for (const child of pending) {
    child.once('exit', () => {
      pending = pending.filter((c) => c !== child);
      if (pending.length === 0) process.exit(code);
    });
    child.kill('SIGTERM');
  }
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('backend', ['--import', 'tsx', 'supabase/local/main.ts'], {
  PORT: backendPort,
  HOST: backendHost,
  // E-mail links and checkout return to the page the developer has open: Vite's origin.
  SITE_URL: process.env.SITE_URL || `http://localhost:${vitePort}`,
});
run('vite', [vite, '--port', vitePort, '--strictPort'], { BACKEND_URL: backendUrl });

/** Vite's CLI script; its package exports do not include the bin path, so go via package.json. */
function viteBin() {
  const pkg = createRequire(import.meta.url).resolve('vite/package.json');
  return path.join(path.dirname(pkg), 'bin', 'vite.js');
}
