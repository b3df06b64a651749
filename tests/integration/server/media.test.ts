import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createImageVariants,
  MAX_WIDTH,
  parseVariantParams,
} from '../../../supabase/local/imageVariants.ts';
import { startTestServer, type TestServer } from '../../support/startTestServer.ts';

/**
 * Images at the width the app asks for (`?w=&q=`, and Supabase's render endpoint with
 * `?width=&quality=`), over HTTP against the local server, read back with sharp.
 */
let s: TestServer;
let dir: string;
let media: string;
const audio = Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7) % 256));
const video = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 13) % 256));

/** A 1200×800 picture with detail, so quality changes the size. */
function picture(): Sharp {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#c33"/><stop offset="1" stop-color="#33c"/></linearGradient></defs>
    <rect width="1200" height="800" fill="url(#g)"/>
    ${Array.from({ length: 40 }, (_, i) => `<circle cx="${(i * 97) % 1200}" cy="${(i * 53) % 800}" r="${20 + (i % 7) * 9}" fill="#fff" opacity="0.4"/>`).join('')}
  </svg>`;
  return sharp(Buffer.from(svg));
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'routegids-media-'));
  media = path.join(dir, 'media');
  await mkdir(path.join(media, 'photos'), { recursive: true });
  await writeFile(path.join(media, 'photos', 'big.jpg'), await picture().jpeg().toBuffer());
  await writeFile(path.join(media, 'photos', 'big.png'), await picture().png().toBuffer());
  await writeFile(path.join(media, 'photos', 'big.webp'), await picture().webp().toBuffer());
  await writeFile(path.join(media, 'photos', 'broken.jpg'), 'not a jpeg at all');
  await writeFile(path.join(media, 'stop.mp3'), audio);
  await writeFile(path.join(media, 'clip.mp4'), video);
  s = await startTestServer({ mediaDir: media, seed: false, distDir: path.join(dir, 'dist') });
});
afterAll(async () => {
  await s?.close();
  await rm(dir, { recursive: true, force: true });
});

const object = (p: string) => `${s.url}/storage/v1/object/public/media/${p}`;
const render = (p: string) => `${s.url}/storage/v1/render/image/public/media/${p}`;
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
const size = async (res: Response) => {
  const meta = await sharp(await bytes(res)).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
};

describe('w and q on public media', () => {
  it.each([
    ['big.jpg', 'jpeg', 'image/jpeg'],
    ['big.png', 'png', 'image/png'],
    ['big.webp', 'webp', 'image/webp'],
  ])(
    'resizes %s to the asked width, keeping its format and aspect ratio',
    async (file, format, type) => {
      for (const w of [320, 576, 992]) {
        const res = await fetch(object(`photos/${file}?w=${w}&q=80`));
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe(type);
        expect(await size(res)).toEqual({ format, width: w, height: Math.round((w * 2) / 3) });
      }
    },
  );

  it('never enlarges: a width above the original gives the original', async () => {
    const original = await fetch(object('photos/big.jpg'));
    const originalBytes = await bytes(original);
    for (const w of [1200, 1400, 5000]) {
      const res = await fetch(object(`photos/big.jpg?w=${w}`));
      expect(res.headers.get('etag')).toBe(original.headers.get('etag'));
      expect((await bytes(res)).equals(originalBytes)).toBe(true);
    }
    const requality = await fetch(object('photos/big.jpg?w=1400&q=40'));
    expect((await size(requality)).width).toBe(1200);
  });

  it('ignores garbage values and serves the original', async () => {
    const original = await bytes(await fetch(object('photos/big.jpg')));
    for (const query of ['w=abc', 'w=-5', 'w=0', 'w=12.5', 'w=1e3', 'w=320px', 'w=', 'q=x', 'q=']) {
      const res = await fetch(object(`photos/big.jpg?${query}`));
      expect(res.status, query).toBe(200);
      expect((await bytes(res)).equals(original), query).toBe(true);
    }
    // A garbage quality beside a good width: the width still applies.
    expect((await size(await fetch(object('photos/big.jpg?w=320&q=best')))).width).toBe(320);
  });

  it('clamps the quality to 1–100 and the width to the maximum', () => {
    const q = (query: string) =>
      parseVariantParams(new URLSearchParams(query), { width: 'w', quality: 'q' });
    expect(q('q=0').quality).toBe(1);
    expect(q('q=500').quality).toBe(100);
    expect(q('w=99999').width).toBe(MAX_WIDTH);
  });

  it('encodes a lower quality in fewer bytes', async () => {
    const low = await bytes(await fetch(object('photos/big.jpg?w=992&q=20')));
    const high = await bytes(await fetch(object('photos/big.jpg?w=992&q=95')));
    expect(low.length).toBeLessThan(high.length);
  });

  it('gives each variant its own ETag and answers If-None-Match with 304', async () => {
    const etags = new Set<string | null>();
    for (const query of ['', '?w=320', '?w=576', '?w=320&q=50', '?w=320&q=90']) {
      etags.add((await fetch(object(`photos/big.jpg${query}`))).headers.get('etag'));
    }
    expect(etags.size).toBe(5);
    // Quality 80 is the default: asking for it explicitly is the same variant.
    const explicit = await fetch(object('photos/big.jpg?w=320&q=80'));
    expect(etags.has(explicit.headers.get('etag'))).toBe(true);
    const first = await fetch(object('photos/big.jpg?w=576'));
    const again = await fetch(object('photos/big.jpg?w=576'));
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    const revalidated = await fetch(object('photos/big.jpg?w=576'), {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    });
    expect(revalidated.status).toBe(304);
  });

  it('answers a byte range of a resized image with exactly those bytes', async () => {
    const whole = await bytes(await fetch(object('photos/big.webp?w=320')));
    const part = await fetch(object('photos/big.webp?w=320'), {
      headers: { range: 'bytes=100-599' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-599/${whole.length}`);
    expect(part.headers.get('content-length')).toBe('500');
    expect((await bytes(part)).equals(whole.subarray(100, 600))).toBe(true);

    const beyond = await fetch(object('photos/big.webp?w=320'), {
      headers: { range: `bytes=${whole.length}-` },
    });
    expect(beyond.status).toBe(416);
    // A stale If-Range (the original's ETag) gets the whole variant, not a mixed-up slice.
    const original = await fetch(object('photos/big.webp'));
    const stale = await fetch(object('photos/big.webp?w=320'), {
      headers: { range: 'bytes=0-9', 'if-range': original.headers.get('etag') ?? '' },
    });
    expect(stale.status).toBe(200);
    expect((await bytes(stale)).equals(whole)).toBe(true);
  });

  it('carries CORS and cache headers on variants, and answers HEAD without a body', async () => {
    const res = await fetch(object('photos/big.jpg?w=320'), {
      headers: { origin: 'https://example.org' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toContain('ETag');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    const length = (await bytes(res)).length;
    const head = await fetch(object('photos/big.jpg?w=320'), { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(String(length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('leaves audio and video alone: w is ignored and Range still works', async () => {
    for (const [file, body] of [
      ['stop.mp3', audio],
      ['clip.mp4', video],
    ] as const) {
      const res = await fetch(object(`${file}?w=320&q=50`), {
        headers: { range: 'bytes=1000-1999' },
      });
      expect(res.status).toBe(206);
      expect(res.headers.get('content-range')).toBe(`bytes 1000-1999/${body.length}`);
      expect((await bytes(res)).equals(body.subarray(1000, 2000))).toBe(true);
    }
  });

  it('serves an image sharp cannot read as it is', async () => {
    const res = await fetch(object('photos/broken.jpg?w=320'));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('not a jpeg at all');
  });
});

describe("Supabase's render endpoint", () => {
  it('takes width and quality and gives the same image as w and q', async () => {
    const viaRender = await bytes(await fetch(render('photos/big.jpg?width=576&quality=60')));
    const viaObject = await bytes(await fetch(object('photos/big.jpg?w=576&q=60')));
    expect(viaRender.equals(viaObject)).toBe(true);
    expect((await sharp(viaRender).metadata()).width).toBe(576);
  });

  it('answers missing objects with 404 and preflights with CORS', async () => {
    expect((await fetch(render('photos/none.jpg?width=320'))).status).toBe(404);
    const preflight = await fetch(render('photos/big.jpg'), {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('the variant cache', () => {
  const params = (width: number) => ({ width, quality: null });

  it('renders a variant once and serves repeats from memory', async () => {
    const variants = createImageVariants();
    const file = path.join(media, 'photos', 'big.jpg');
    const st = await stat(file);
    const [a, b] = await Promise.all([
      variants.get(file, st, params(320)),
      variants.get(file, st, params(320)),
    ]);
    const c = await variants.get(file, st, params(320));
    expect(a).toBe(b);
    expect(c).toBe(a);
    expect(variants.stats()).toMatchObject({ misses: 1, hits: 1, entries: 1 });
    // A width above the original is the original: no variant is made or kept.
    expect(await variants.get(file, st, params(1600))).toBeNull();
    expect(variants.stats().entries).toBe(1);
  });

  it('stays within its byte budget, dropping the least recently used', async () => {
    const file = path.join(media, 'photos', 'big.png');
    const st = await stat(file);
    const one = (await createImageVariants().get(file, st, params(400)))!.body.length;
    const variants = createImageVariants({ maxBytes: one * 4.5 });
    for (const w of [400, 401, 402, 403, 404, 405]) await variants.get(file, st, params(w));
    const { entries, bytes: used } = variants.stats();
    expect(used).toBeLessThanOrEqual(one * 4.5);
    expect(entries).toBeLessThan(6);
    await variants.get(file, st, params(405));
    expect(variants.stats().hits).toBe(1);
    await variants.get(file, st, params(400));
    expect(variants.stats().misses).toBe(7);
  });

  it('makes a new variant when the original changes', async () => {
    const variants = createImageVariants();
    const file = path.join(media, 'photos', 'changing.jpg');
    await writeFile(file, await picture().jpeg().toBuffer());
    const first = await variants.get(file, await stat(file), params(320));
    await writeFile(file, await picture().resize(600).jpeg().toBuffer());
    const second = await variants.get(file, await stat(file), params(320));
    expect(second!.etag).not.toBe(first!.etag);
    expect(variants.stats().misses).toBe(2);
  });
});
