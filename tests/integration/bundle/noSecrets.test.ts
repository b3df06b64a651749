import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_DEV_WEBHOOK_SECRET } from '../../../supabase/functions/api/env.ts';
import {
  createApiKeys,
  createJwtSigner,
  DEFAULT_JWT_SECRET,
} from '../../../supabase/local/auth/jwt.ts';

/**
 * The production bundle must carry no secret and not even the name of a server-only
 * variable. The build runs with canary secrets in its environment, so a config that leaked
 * `process.env` into the bundle would be caught too.
 */
const CANARIES = {
  STRIPE_SECRET_KEY: 'sk_test_FAKE-bundle-canary-not-a-key',
  STRIPE_WEBHOOK_SECRET: 'whsec_bundle_canary_only',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-bundle-canary-0000',
  DATABASE_URL: 'postgres://canary:canary-password-0000@127.0.0.1:1/canary',
  JWT_SECRET: 'jwt-secret-bundle-canary-0000',
};

const SERVER_ONLY_NAMES = [
  'SUPABASE_SERVICE_ROLE_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'DATABASE_URL',
  'JWT_SECRET',
];

const SECRET_PATTERNS: [string, RegExp][] = [
  ['Stripe secret or restricted key', /\b[sr]k_(live|test)_[0-9A-Za-z]{4,}/],
  ['Stripe webhook secret', /whsec_/],
];

const JWT = /eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g;

let outDir = '';
let files: { path: string; text: string }[] = [];

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'routegids-bundle-'));
  await promisify(execFile)(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { cwd: process.cwd(), env: { ...process.env, ...CANARIES }, maxBuffer: 64 * 1024 * 1024 },
  );
  files = await readTextFiles(outDir);
}, 300_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('production bundle', () => {
  it('was built with an index.html and scripts', () => {
    const names = files.map((f) => f.path);
    expect(names).toContain('index.html');
    expect(names.some((n) => n.endsWith('.js'))).toBe(true);
  });

  it('names no server-only variable', () => {
    expect(findAll(SERVER_ONLY_NAMES)).toEqual([]);
  });

  it('contains none of the secrets present at build time', () => {
    expect(findAll(Object.values(CANARIES))).toEqual([]);
  });

  it('contains no payment secret key or webhook secret', () => {
    const hits = SECRET_PATTERNS.flatMap(([what, pattern]) =>
      files.filter((f) => pattern.test(f.text)).map((f) => `${what} in ${f.path}`),
    );
    expect(hits).toEqual([]);
  });

  it('contains no local development secret', async () => {
    const { serviceRoleKey } = await createApiKeys(createJwtSigner(DEFAULT_JWT_SECRET));
    expect(findAll([serviceRoleKey, DEFAULT_JWT_SECRET, LOCAL_DEV_WEBHOOK_SECRET])).toEqual([]);
  });

  it('contains no service-role JWT (only the public anon key may be bundled)', async () => {
    // The detector itself must recognise the key it is looking for.
    const { serviceRoleKey } = await createApiKeys(createJwtSigner(DEFAULT_JWT_SECRET));
    expect([...serviceRoleKey.matchAll(JWT)].map((m) => jwtRole(m[0]))).toEqual(['service_role']);

    const roles = files.flatMap((f) =>
      [...f.text.matchAll(JWT)].map((m) => ({ file: f.path, role: jwtRole(m[0]) })),
    );
    expect(roles.filter((r) => r.role !== 'anon')).toEqual([]);
  });
});

function findAll(needles: string[]): string[] {
  return needles.flatMap((needle) =>
    files.filter((f) => f.text.includes(needle)).map((f) => `${needle} in ${f.path}`),
  );
}

function jwtRole(token: string): string {
  try {
    const payload = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    );
    return typeof payload.role === 'string' ? payload.role : '(no role)';
  } catch {
    return '(undecodable)';
  }
}

const TEXT_EXTENSIONS = /\.(html|js|mjs|css|json|webmanifest|map|txt|svg|xml)$/;

async function readTextFiles(dir: string): Promise<{ path: string; text: string }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const texts = entries
    .filter((e) => e.isFile() && TEXT_EXTENSIONS.test(e.name))
    .map(async (e) => {
      const full = join(e.parentPath, e.name);
      return { path: relative(dir, full), text: await readFile(full, 'utf8') };
    });
  return Promise.all(texts);
}
