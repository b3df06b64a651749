/**
 * Writes `name.br` and `name.gz` beside every text file of the build (JavaScript, CSS, HTML,
 * SVG, JSON, the web manifest, robots.txt) of at least 1 KiB, at high levels (gzip 9, brotli
 * 11, or 10 above 256 KB: 11 takes 6 s on the 1.1 MB map chunk for 1.6 % fewer bytes than 10):
 * compressing once at build time costs nothing per request, as static hosts do (Netlify,
 * Cloudflare Pages) and as the local server serves them (supabase/local/static.ts).
 * A variant that saves less than 5 % is not written. Already compressed files (images, audio,
 * fonts) are left alone. The service worker's precache globs name the originals only.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|wasm)$/;
const MIN_BYTES = 1024;
const MAX_RATIO = 0.95;
const LARGE_FILE = 256 * 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

async function compressFile(file: string): Promise<number> {
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: body.length > LARGE_FILE ? 10 : 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  let written = 0;
  for (const [suffix, packed] of [
    ['.br', br],
    ['.gz', gz],
  ] as const) {
    if (packed.length > body.length * MAX_RATIO) continue;
    await writeFile(file + suffix, packed);
    written += 1;
  }
  return written;
}

/** Precompresses the text files under `dir`; returns how many variants it wrote. */
export async function precompressDir(dir: string): Promise<number> {
  const files: string[] = [];
  for await (const file of walk(dir)) {
    if (TEXT_FILE.test(file) && (await stat(file)).size >= MIN_BYTES) files.push(file);
  }
  const counts = await Promise.all(files.map(compressFile));
  return counts.reduce((a, b) => a + b, 0);
}

/** Runs after every other plugin's closeBundle, so the service worker (sw.js) is included. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'routegids:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressDir(outDir);
      },
    },
  };
}
