import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticApp } from '../../../supabase/local/static.ts';

/** The local server's answers for the app's files carry the build's security headers. */
let dir: string;
const CRITICAL = 'body{margin:0}';
const INDEX = `<!doctype html><title>Routegids</title><style>${CRITICAL}</style>`;

async function dist(name: string, headersFile?: string): Promise<string> {
  const out = path.join(dir, name);
  await mkdir(path.join(out, 'assets'), { recursive: true });
  await writeFile(path.join(out, 'index.html'), INDEX);
  await writeFile(path.join(out, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(path.join(out, 'assets', 'index-abc.js'), 'console.log(1)');
  if (headersFile) await writeFile(path.join(out, '_headers'), headersFile);
  return out;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'routegids-headers-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('security headers of the served app', () => {
  it("serves the rules of the build's _headers file, keeping its own Cache-Control", async () => {
    const app = createStaticApp(
      await dist(
        'built',
        [
          '/*',
          "  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'",
          '  X-Content-Type-Options: nosniff',
          '/assets/*',
          '  Cache-Control: public, max-age=1',
        ].join('\n'),
      ),
    );
    for (const p of ['/', '/routes', '/sw.js', '/assets/index-abc.js', '/missing.png']) {
      const res = await app.request(p);
      expect(res.headers.get('content-security-policy'), p).toBe(
        "default-src 'self'; frame-ancestors 'none'",
      );
      expect(res.headers.get('x-content-type-options'), p).toBe('nosniff');
    }
    expect((await app.request('/sw.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await app.request('/routes')).headers.get('cache-control')).toBe('no-cache');
  });

  it('computes the same rules from index.html when the build wrote no _headers', async () => {
    const app = createStaticApp(await dist('older'));
    const res = await app.request('/login');
    const csp = res.headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(CRITICAL).digest('base64');
    expect(csp).toContain(`style-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("script-src 'self';");
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('geolocation=(self)');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });
});
