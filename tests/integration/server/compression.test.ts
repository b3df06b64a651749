import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/vite/precompress.ts';
import { startTestServer, type TestServer } from '../../support/startTestServer.ts';

/**
 * What goes over the wire: compressed API answers and files (brotli preferred, gzip else),
 * never for Range requests or already compressed types, and the usual files a crawler asks
 * for answered as themselves, not with the app's HTML. Raw HTTP (node:http), since fetch
 * would decode the body and hide what was sent.
 */
let s: TestServer;
let dir: string;
let dist: string;
const ROOT = path.resolve(import.meta.dirname, '../../..');
const script = `console.log(${JSON.stringify('routegids '.repeat(400))});`;
const style = `.map{${'color:#16324f;'.repeat(200)}}`;
const png = Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7) % 256));

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function get(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Raw>((resolve, reject) => {
    const req = http.request(`${s.url}${pathname}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function post(pathname: string, body: unknown, headers: Record<string, string>) {
  return new Promise<Raw>((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = http.request(
      `${s.url}${pathname}`,
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

function decode(res: Raw): string {
  const coding = res.headers['content-encoding'];
  if (coding === 'br') return zlib.brotliDecompressSync(res.body).toString('utf8');
  if (coding === 'gzip') return zlib.gunzipSync(res.body).toString('utf8');
  expect(coding).toBeUndefined();
  return res.body.toString('utf8');
}

const vary = (res: Raw) =>
  String(res.headers.vary ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase());

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'routegids-wire-'));
  dist = path.join(dir, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Routegids</title>');
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), script);
  await writeFile(path.join(dist, 'assets', 'photo.png'), png);
  for (const file of ['robots.txt', 'favicon.ico', 'manifest.webmanifest']) {
    await copyFile(path.join(ROOT, 'public', file), path.join(dist, file));
  }
  await precompressDir(dist);
  // Written after the build step: a file the build did not precompress.
  await writeFile(path.join(dist, 'assets', 'late.css'), style);
  s = await startTestServer({ distDir: dist, seed: true });
});
afterAll(async () => {
  await s?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('static files', () => {
  it('the build writes .br and .gz beside text files only', async () => {
    const br = await readFile(path.join(dist, 'assets', 'index-abc123.js.br'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(script);
    const gz = await readFile(path.join(dist, 'assets', 'index-abc123.js.gz'));
    expect(zlib.gunzipSync(gz).toString()).toBe(script);
    await expect(readFile(path.join(dist, 'assets', 'photo.png.br'))).rejects.toThrow();
    // Under 1 KiB: not worth it.
    await expect(readFile(path.join(dist, 'index.html.br'))).rejects.toThrow();
  });

  it('sends the precompressed brotli file when the client accepts br', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(vary(res)).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(script.length / 10);
    expect(decode(res)).toBe(script);
  });

  it('sends gzip to a client without brotli, identity to one without either', async () => {
    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz)).toBe(script);
    const plain = await get('/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(vary(plain)).toContain('accept-encoding');
    expect(plain.body.toString()).toBe(script);
    // Each representation has its own validator.
    expect(gz.headers.etag).not.toBe(plain.headers.etag);
    const again = await get('/assets/index-abc123.js', {
      'accept-encoding': 'gzip',
      'if-none-match': String(gz.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it('honours q=0 and prefers what the client prefers', async () => {
    const noBr = await get('/assets/index-abc123.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(noBr.headers['content-encoding']).toBe('gzip');
    const gzFirst = await get('/assets/index-abc123.js', { 'accept-encoding': 'br;q=0.5, gzip' });
    expect(gzFirst.headers['content-encoding']).toBe('gzip');
  });

  it('never compresses the answer to a Range request', async () => {
    const res = await get('/assets/index-abc123.js', {
      'accept-encoding': 'br, gzip',
      range: 'bytes=0-99',
    });
    expect(res.status).toBe(206);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(script.slice(0, 100));
  });

  it('compresses a text file the build did not precompress, on the fly', async () => {
    const res = await get('/assets/late.css', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('text/css');
    expect(decode(res)).toBe(style);
  });

  it('leaves images and small files alone', async () => {
    const image = await get('/assets/photo.png', { 'accept-encoding': 'br, gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.equals(png)).toBe(true);
    const shell = await get('/', { 'accept-encoding': 'br, gzip' });
    expect(shell.headers['content-encoding']).toBeUndefined();
    expect(shell.body.toString()).toContain('<title>Routegids</title>');
  });

  it('answers HEAD without a body and without compressing', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(0);
  });
});

describe('the usual files', () => {
  it('/robots.txt is the robots file, as text', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body.toString();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toContain('<html');
  });

  it('/favicon.ico is an icon', async () => {
    const res = await get('/favicon.ico', { accept: 'image/avif,image/webp,*/*' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/x-icon');
    // ICONDIR: reserved 0, type 1 (icon).
    expect(res.body.readUInt16LE(0)).toBe(0);
    expect(res.body.readUInt16LE(2)).toBe(1);
  });

  it('/manifest.webmanifest is JSON with its own content type', async () => {
    const res = await get('/manifest.webmanifest', { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json');
    expect(JSON.parse(decode(res)).short_name).toBe('Routegids');
  });

  it('missing files, /.well-known/ and /assets/ answer 404, not the app', async () => {
    for (const p of [
      '/sitemap.xml',
      '/apple-touch-icon.png',
      '/assets/index-gone.js',
      '/.well-known/assetlinks.json',
      '/.well-known/change-password',
      '/wp-login.php',
    ]) {
      const res = await get(p, { accept: '*/*' });
      expect(res.status, p).toBe(404);
      expect(res.body.toString(), p).not.toContain('<title>Routegids</title>');
    }
  });

  it('a navigation gets the app, even to a path that looks like a file (a QR code)', async () => {
    for (const p of ['/qr/rijksmuseum-42', '/qr/museumplein.3', '/some/deep/path?x=1']) {
      const res = await get(p, {
        accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
        'sec-fetch-mode': 'navigate',
      });
      expect(res.status, p).toBe(200);
      expect(res.body.toString(), p).toContain('<title>Routegids</title>');
    }
    const bare = await get('/qr/rijksmuseum-42');
    expect(bare.status).toBe(200);
  });
});

describe('API answers', () => {
  const headers = () => ({ apikey: s.anonKey, authorization: `Bearer ${s.anonKey}` });

  it('a large RPC answer (a full sync_pull) is brotli, or gzip without br', async () => {
    const args = { since: 0, access_key: null };
    const br = await post('/rest/v1/rpc/sync_pull', args, {
      ...headers(),
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('application/json');
    expect(vary(br)).toContain('accept-encoding');
    const text = decode(br);
    expect(br.body.length).toBeLessThan(text.length / 3);
    expect(JSON.parse(text).full).toBe(true);

    const gz = await post('/rest/v1/rpc/sync_pull', args, {
      ...headers(),
      'accept-encoding': 'gzip',
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(gz))).toMatchObject({ full: true, access_key: 'anon' });

    const plain = await post('/rest/v1/rpc/sync_pull', args, headers());
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString()).full).toBe(true);
  });

  it('a small answer is sent as it is, with Vary so caches keep them apart', async () => {
    const res = await get('/auth/v1/settings', { ...headers(), 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(vary(res)).toContain('accept-encoding');
  });

  it('edge function answers carry Vary too', async () => {
    const res = await post(
      '/functions/v1/api/subscriber/lookup',
      { email: 'x' },
      {
        ...headers(),
        'accept-encoding': 'br',
      },
    );
    expect(res.headers['content-type']).toContain('application/json');
    expect(vary(res)).toContain('accept-encoding');
    expect(JSON.parse(decode(res))).toBeTruthy();
  });
});
