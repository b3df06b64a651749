import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../../supabase/local/keys.ts';
import { startTestServer, type TestServer, uniqueEmail } from '../../support/startTestServer.ts';

/** The non-API parts of the local server: the app, public media, the gateway, the dev mailbox. */
let s: TestServer;
let dir: string;
const audio = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
const script = `console.log(${JSON.stringify('routegids '.repeat(300))});`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'routegids-http-'));
  const dist = path.join(dir, 'dist');
  const media = path.join(dir, 'media');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await mkdir(path.join(media, 'stops'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Routegids</title>');
  await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), script);
  await writeFile(path.join(media, 'stops', 'stop-1.mp3'), audio);
  await writeFile(path.join(dir, 'secret.txt'), 'outside');
  s = await startTestServer({
    distDir: dist,
    mediaDir: media,
    seed: false,
    // The app as served from its own host (a static host or CDN, not this server).
    env: { CORS_ALLOWED_ORIGINS: 'https://app.example' },
  });
});
afterAll(async () => {
  await s?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the built app at /', () => {
  it('serves index.html for / and for any unknown path (QR-code scans)', async () => {
    for (const p of ['/', '/qr/rijksmuseum-42', '/some/deep/path?x=1']) {
      const res = await fetch(`${s.url}${p}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<title>Routegids</title>');
    }
  });

  it('serves the service worker uncached with Service-Worker-Allowed', async () => {
    const res = await fetch(`${s.url}/sw.js`);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('service-worker-allowed')).toBe('/');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets immutable and compressed, and revalidates with ETag', async () => {
    const res = await fetch(`${s.url}/assets/index-abc123.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toBe(script);
    const again = await fetch(`${s.url}/assets/index-abc123.js`, {
      headers: { 'if-none-match': res.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('never serves files outside the app folder', async () => {
    const res = await fetch(`${s.url}/%2e%2e/secret.txt`);
    expect(await res.text()).not.toContain('outside');
  });
});

describe('public media', () => {
  const url = () => `${s.url}/storage/v1/object/public/media/stops/stop-1.mp3`;

  it('serves whole files with type, length, ETag and CORS', async () => {
    const res = await fetch(url(), { headers: { origin: 'https://example.org' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('etag')).toMatch(/^"/);
    expect(Buffer.from(await res.arrayBuffer()).equals(audio)).toBe(true);
  });

  it('answers byte ranges with 206 and the exact bytes', async () => {
    const mid = await fetch(url(), { headers: { range: 'bytes=100-199' } });
    expect(mid.status).toBe(206);
    expect(mid.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(Buffer.from(await mid.arrayBuffer()).equals(audio.subarray(100, 200))).toBe(true);

    const tail = await fetch(url(), { headers: { range: 'bytes=-10' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(audio.subarray(990))).toBe(true);

    const beyond = await fetch(url(), { headers: { range: 'bytes=5000-' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */1000');
  });

  it('answers If-None-Match with 304', async () => {
    const first = await fetch(url());
    const again = await fetch(url(), {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('answers missing or escaping paths with 404', async () => {
    for (const p of ['stops/nope.mp3', '..%2f..%2fsecret.txt', '%2e%2e/%2e%2e/secret.txt']) {
      const res = await fetch(`${s.url}/storage/v1/object/public/media/${p}`);
      expect(res.status).toBe(404);
    }
  });
});

describe('gateway', () => {
  it('answers CORS preflights for the API and exposes the headers supabase-js reads', async () => {
    const preflight = await fetch(`${s.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey, content-type, x-supabase-api-version',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'x-supabase-api-version',
    );

    const failed = await fetch(`${s.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        origin: 'https://app.example',
        apikey: s.anonKey,
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'x' }),
    });
    expect(failed.status).toBe(400);
    expect(failed.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(failed.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
  });

  it('uses the stable local anon key by default', () => {
    expect(s.anonKey).toBe(LOCAL_ANON_KEY);
    expect(s.serviceRoleKey).not.toBe(LOCAL_ANON_KEY);
  });

  it('mounts the edge function app under /functions/v1 and only known functions', async () => {
    const unknown = await fetch(`${s.url}/functions/v1/nope`, { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe('Requested function was not found');
    const options = await fetch(`${s.url}/functions/v1/api/access/refresh`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' },
    });
    expect(options.status).toBe(204);
  });
});

describe('dev mailbox', () => {
  it('lists sent mails as HTML and JSON', async () => {
    const email = uniqueEmail('mailbox');
    await s.client().auth.signUp({ email, password: 'secret1' });
    const json = (await (await fetch(`${s.url}/_dev/mail.json`)).json()) as {
      to: string;
      link: string;
    }[];
    const mail = json.find((m) => m.to === email);
    expect(mail?.link).toContain('/auth/v1/verify?token=');
    const html = await (await fetch(`${s.url}/_dev/mail`)).text();
    expect(html).toContain(email);
    expect(html).toContain('Confirm Your Signup');
  });
});
