/**
 * Renders the seed's sample photos (photoSvg.ts) into supabase/media/photos/ with sharp, which
 * npm installs: no system tools needed. They are NOT committed (about 250 photos of 1500×1000,
 * some 15 MB, would bloat every clone); `npm start` and `npm run dev` call ensureSamplePhotos()
 * before the server starts. A photo is rendered only when it is missing or its spec changed
 * (a manifest keeps each file's spec hash), so a start after the first one costs milliseconds.
 * Photos no longer in the seed are removed.
 *   npx tsx scripts/seed/photos.ts
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { type PhotoSpec, photoSvg } from './photoSvg.ts';
import { buildSeedRows, PHOTO_HEIGHT, PHOTO_WIDTH } from './seedRows.ts';

export const DEFAULT_MEDIA_DIR = fileURLToPath(new URL('../../supabase/media/', import.meta.url));
const PHOTO_DIR = 'photos';
const MANIFEST = '.manifest.json';
/** Part of every hash: bump it when the rendering (not the spec) changes. */
const RENDER_VERSION = 'jpeg-q80-v1';
const JPEG_QUALITY = 80;

export interface PhotoJob {
  /** Path under the media folder, `photos/<name>.jpg`. */
  path: string;
  spec: PhotoSpec;
}

export interface EnsureResult {
  made: number;
  kept: number;
  removed: number;
  ms: number;
}

/** The seed's photos, at the seed's size. */
export function seedPhotoJobs(): PhotoJob[] {
  return buildSeedRows().media.flatMap((m) =>
    m.kind === 'photo'
      ? [{ path: m.path, spec: { ...m.spec, width: PHOTO_WIDTH, height: PHOTO_HEIGHT } }]
      : [],
  );
}

export function renderPhoto(spec: PhotoSpec): Promise<Buffer> {
  return sharp(Buffer.from(photoSvg(spec)))
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}

const specHash = (spec: PhotoSpec): string =>
  createHash('sha1')
    .update(`${RENDER_VERSION}\n${photoSvg(spec)}`)
    .digest('hex');

async function readManifest(file: string): Promise<Record<string, string>> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

const exists = (file: string): Promise<boolean> =>
  stat(file).then(
    (s) => s.isFile() && s.size > 0,
    () => false,
  );

/** A temporary file another start (a second terminal, a test) may still be writing. */
const isFreshTemp = async (file: string): Promise<boolean> =>
  file.endsWith('.tmp') &&
  stat(file).then(
    (s) => Date.now() - s.mtimeMs < 60_000,
    () => false,
  );

/** Runs `work` over `items` with at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Makes `mediaDir/photos/` hold exactly the given photos. Each file is written under a
 * temporary name and renamed, so an interrupted run never leaves half a JPEG behind.
 */
export async function ensureSamplePhotos(
  mediaDir: string = DEFAULT_MEDIA_DIR,
  jobs: PhotoJob[] = seedPhotoJobs(),
): Promise<EnsureResult> {
  const started = performance.now();
  const dir = path.join(mediaDir, PHOTO_DIR);
  await mkdir(dir, { recursive: true });
  const manifestFile = path.join(dir, MANIFEST);
  const old = await readManifest(manifestFile);
  const manifest: Record<string, string> = {};
  const todo: { job: PhotoJob; file: string; hash: string }[] = [];

  for (const job of jobs) {
    const name = path.relative(PHOTO_DIR, job.path);
    if (name.startsWith('..') || path.dirname(name) !== '.') {
      throw new Error(`photo path must be ${PHOTO_DIR}/<name>: ${job.path}`);
    }
    const hash = specHash(job.spec);
    const file = path.join(dir, name);
    if (old[name] === hash && (await exists(file))) manifest[name] = hash;
    else todo.push({ job, file, hash });
  }

  await pool(todo, 8, async ({ job, file, hash }) => {
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, await renderPhoto(job.spec));
    await rename(tmp, file);
    manifest[path.basename(file)] = hash;
  });

  const wanted = new Set(jobs.map((j) => path.basename(j.path)));
  const stale: string[] = [];
  for (const f of await readdir(dir)) {
    if (f === MANIFEST || wanted.has(f) || (await isFreshTemp(path.join(dir, f)))) continue;
    stale.push(f);
  }
  await Promise.all(stale.map((f) => rm(path.join(dir, f), { force: true })));
  await writeFile(manifestFile, `${JSON.stringify(manifest, null, 1)}\n`);

  return {
    made: todo.length,
    kept: jobs.length - todo.length,
    removed: stale.length,
    ms: Math.round(performance.now() - started),
  };
}

/** One line for start-up logs (stderr: stdout carries the server's own lines). */
export function describeResult(r: EnsureResult): string {
  return r.made === 0 && r.removed === 0
    ? `sample photos: ${r.kept} up to date`
    : `sample photos: ${r.made} rendered in ${(r.ms / 1000).toFixed(1)} s, ${r.kept} up to date, ${r.removed} removed`;
}

/**
 * What `npm start` and `npm run dev` call: renders what is missing and says so on stderr. A
 * failure is reported but does not stop the server: the app works without sample photos.
 */
export async function prepareSamplePhotos(): Promise<void> {
  try {
    console.error(describeResult(await ensureSamplePhotos()));
  } catch (err) {
    console.error(
      `sample photos could not be rendered (${err instanceof Error ? err.message : String(err)}); images of the sample routes will be missing. Run: npx tsx scripts/seed/photos.ts`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(describeResult(await ensureSamplePhotos()));
}
