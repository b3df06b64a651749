import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

/** `npm start` (scripts/start.mjs) as a user runs it, minus the build. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let child: ChildProcess | undefined;

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
});

function readLines(proc: ChildProcess, until: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    proc.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (until.test(out)) resolve(out);
    });
    proc.once('exit', (code) => reject(new Error(`exited with ${code} before printing: ${out}`)));
  });
}

describe('npm start', () => {
  it('prints its URL and the anon key, serves the API and the sample photos, and stops cleanly on SIGTERM', {
    timeout: 120_000,
  }, async () => {
    child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: { ...process.env, SKIP_BUILD: '1', PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const out = await readLines(child, /anon key: \S+\n/);
    const url = /Routegids running at (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
    const anonKey = /anon key: (\S+)/.exec(out)?.[1];
    expect(url).toBeTruthy();
    expect(out).not.toMatch(/service_role|service role/i);

    const res = await fetch(`${url}/rest/v1/rpc/current_access`, {
      method: 'POST',
      headers: { apikey: anonKey!, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);

    // The seed's sample photos are rendered before the server starts, and served at any width.
    const photo = await fetch(
      `${url}/storage/v1/object/public/media/photos/westerkerk-1.jpg?w=576`,
    );
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).width).toBe(576);

    const exited = new Promise<number | null>((resolve) =>
      child?.once('exit', (code) => resolve(code)),
    );
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
