import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestMapServer, type TestMapServer } from './testMap/mapServer.ts';

/**
 * The app for the offline-pack e2e: production builds pointed at a test map server, served by
 * `npm start`'s script on their own port.
 *
 * Why builds of their own: the map's style URL is part of the build (VITE_MAP_STYLE_URL is
 * baked in, like every VITE_ setting), and the pack e2e needs a map it can serve, inspect and
 * switch off. The map server starts first (on a free port), then the app is built with its
 * URL; a runtime configuration endpoint would put a request in front of every map load and
 * a second way to configure the map just for tests. A build takes a few seconds here. Build
 * "b" differs only in its VITE_BUILD_ID, and `deploy('b')` copies it over the served folder
 * (old hashed assets stay, as on a real static host), so the worker sees an update.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface PackApp {
  url: string;
  /** The local server's public anon key (it prints it at start). */
  anonKey: string;
  map: TestMapServer;
  /** Puts build `b` live (the served folder), like a deploy of a new version. */
  deploy(build: 'a' | 'b'): Promise<void>;
  close(): Promise<void>;
}

function build(outDir: string, env: Record<string, string>): void {
  const vite = path.join(
    path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
    'bin',
    'vite.js',
  );
  const result = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: root,
    // Vitest sets NODE_ENV=test; a build must not inherit it.
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`vite build (${outDir}) failed`);
}

function startServer(
  distDir: string,
): Promise<{ child: ChildProcess; url: string; anonKey: string }> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: 'memory',
      SKIP_BUILD: '1',
      DIST_DIR: distDir,
      AUTH_AUTOCONFIRM: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`app server did not start:\n${out}`));
    }, 120_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Routegids running at (\S+)/.exec(out);
      const key = /anon key: (\S+)/.exec(out);
      if (match?.[1] && key?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1].replace(/\/$/, ''), anonKey: key[1] });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`app server exited with ${code}:\n${out}`));
    });
  });
}

/** `withUpdate: false` builds only "a" (no deploy of a second version needed). */
export async function startPackApp(opts: { withUpdate?: boolean } = {}): Promise<PackApp> {
  const map = await startTestMapServer();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'routegids-packs-e2e-'));
  const builds = { a: path.join(dir, 'a'), b: path.join(dir, 'b') };
  const live = path.join(dir, 'live');
  for (const id of opts.withUpdate === false ? (['a'] as const) : (['a', 'b'] as const)) {
    build(builds[id], { VITE_MAP_STYLE_URL: map.styleUrl, VITE_BUILD_ID: id });
  }
  await cp(builds.a, live, { recursive: true });
  const { child, url, anonKey } = await startServer(live);
  return {
    url,
    anonKey,
    map,
    deploy: (id) => cp(builds[id], live, { recursive: true, force: true }),
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await map.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
