import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { E2E_NEWSLETTER_URL, E2E_SUBSCRIBERS } from './e2eAccounts.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The app and API on one origin, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function build(): void {
  // vite's package exports do not include its bin; resolve the package, then the file.
  const vitePkg = createRequire(import.meta.url).resolve('vite/package.json');
  const vite = path.join(path.dirname(vitePkg), 'bin', 'vite.js');
  // Vitest sets NODE_ENV=test; a build must not inherit it (React would ship its dev build).
  const env = { ...process.env, NODE_ENV: 'production', NEWSLETTER_URL: E2E_NEWSLETTER_URL };
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error('vite build failed');
}

/** Starts `node scripts/start.mjs` on a free port and resolves with the URL it prints. */
function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: 'memory',
      SKIP_BUILD: '1',
      // The local stand-in for the payment provider's subscriber records (no payment key).
      LOCAL_SUBSCRIBERS: E2E_SUBSCRIBERS.join(','),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`server did not start in time; stdout so far:\n${out}`));
    }, 120_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Routegids running at (\S+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1].replace(/\/$/, '') });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready:\n${out}`));
    });
  });
}

/**
 * Builds the app once (E2E_SKIP_BUILD=1 reuses dist/) and starts the app + local API server
 * for the whole e2e run; specs read its URL with `inject('baseUrl')`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.E2E_SKIP_BUILD !== '1') build();
  const { child, url } = await startServer();
  project.provide('baseUrl', url);
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}
