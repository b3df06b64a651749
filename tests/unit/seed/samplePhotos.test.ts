import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { photoSvg } from '../../../scripts/seed/photoSvg.ts';
import { ensureSamplePhotos, type PhotoJob, seedPhotoJobs } from '../../../scripts/seed/photos.ts';
import { PHOTO_HEIGHT, PHOTO_WIDTH } from '../../../scripts/seed/seedRows.ts';

/** The seed's photos are rendered at start-up (not committed): what `npm start` relies on. */
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'routegids-photos-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const jobsFor = (slug: string): PhotoJob[] =>
  seedPhotoJobs().filter((j) => j.path.startsWith(`photos/${slug}-`));
const digest = (b: Buffer): string => createHash('sha1').update(b).digest('hex');

describe('the seed photo plan', () => {
  it('has unique files at the seed size, and stops with more than five photos', () => {
    const jobs = seedPhotoJobs();
    expect(new Set(jobs.map((j) => j.path)).size).toBe(jobs.length);
    for (const j of jobs) {
      expect(j.path).toMatch(/^photos\/[a-z0-9-]+-\d+\.jpg$/);
      expect([j.spec.width, j.spec.height]).toEqual([PHOTO_WIDTH, PHOTO_HEIGHT]);
    }
    expect(jobs.filter((j) => j.spec.n === 6).length).toBeGreaterThanOrEqual(3);
  });

  it('labels each picture with the stop and the photo number', () => {
    const [job] = jobsFor('negen-straatjes').filter((j) => j.spec.n === 7);
    const svg = photoSvg(job!.spec);
    expect(svg).toContain('De Negen Straatjes');
    expect(svg).toContain('Foto 7 van 7');
  });
});

describe('ensureSamplePhotos', () => {
  it('renders every photo as a distinct JPEG of the seed size', async () => {
    const jobs = jobsFor('negen-straatjes');
    const result = await ensureSamplePhotos(dir, jobs);
    expect(result).toMatchObject({ made: 7, kept: 0, removed: 0 });
    const files = await Promise.all(jobs.map((j) => readFile(path.join(dir, j.path))));
    for (const file of files) {
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', PHOTO_WIDTH, PHOTO_HEIGHT]);
    }
    expect(new Set(files.map(digest)).size).toBe(7);
  });

  it('renders nothing on the next start, and only what changed after an edit', async () => {
    const jobs = jobsFor('westerkerk');
    await ensureSamplePhotos(dir, jobs);
    const first = path.join(dir, jobs[0]!.path);
    const before = (await stat(first)).mtimeMs;
    expect(await ensureSamplePhotos(dir, jobs)).toMatchObject({ made: 0, kept: jobs.length });
    expect((await stat(first)).mtimeMs).toBe(before);

    const edited = jobs.map((j, i) =>
      i === 1 ? { ...j, spec: { ...j.spec, title: 'Westerkerk (nieuw)' } } : j,
    );
    expect(await ensureSamplePhotos(dir, edited)).toMatchObject({ made: 1, kept: jobs.length - 1 });
  });

  it('re-renders a photo that went missing and removes photos and leftovers no longer planned', async () => {
    const jobs = jobsFor('westerkerk');
    await ensureSamplePhotos(dir, jobs);
    await rm(path.join(dir, jobs[0]!.path));
    // Left by an interrupted start long ago; a fresh one may belong to a start still running.
    const leftover = path.join(dir, 'photos', 'westerkerk-1.jpg.123.tmp');
    await writeFile(leftover, 'half a file');
    await utimes(leftover, new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000));
    await writeFile(path.join(dir, 'photos', 'westerkerk-2.jpg.456.tmp'), 'being written');
    const result = await ensureSamplePhotos(dir, jobs.slice(0, -1));
    expect(result).toMatchObject({ made: 1, removed: 2 });
    const left = (await readdir(path.join(dir, 'photos'))).filter((f) => !f.startsWith('.'));
    const planned = jobs.slice(0, -1).map((j) => path.basename(j.path));
    expect(left.sort()).toEqual([...planned, 'westerkerk-2.jpg.456.tmp'].sort());
  });

  it('refuses a path outside the photos folder', async () => {
    const [job] = jobsFor('westerkerk');
    await expect(ensureSamplePhotos(dir, [{ ...job!, path: 'audio/x.jpg' }])).rejects.toThrow(
      /photos\//,
    );
  });
});
