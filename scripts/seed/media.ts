/**
 * Generates the sample media the seed refers to (supabase/media/, served by the local server at
 * /storage/v1/object/public/media/…): a small labelled JPEG per location and a short spoken
 * MP3 (espeak-ng + lame) per route stop. Existing files are kept; the folder stays small.
 *   npx tsx scripts/seed/media.ts
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSeedRows, type MediaFile } from './seedRows.ts';

const MEDIA_DIR = fileURLToPath(new URL('../../supabase/media/', import.meta.url));

function makeImage(file: MediaFile, out: string): void {
  execFileSync('convert', [
    '-size',
    '480x300',
    `gradient:${file.color}-#1d3557`,
    '(',
    '-size',
    '420x',
    '-background',
    'none',
    '-fill',
    'white',
    '-font',
    'DejaVu-Sans-Bold',
    '-pointsize',
    '30',
    '-gravity',
    'center',
    `caption:${file.text}`,
    ')',
    '-gravity',
    'center',
    '-composite',
    '-strip',
    '-quality',
    '60',
    out,
  ]);
}

function makeAudio(file: MediaFile, out: string, work: string): void {
  const wav = join(work, 'speech.wav');
  execFileSync('espeak-ng', ['-v', 'nl', '-s', '150', '-w', wav, file.text]);
  execFileSync('lame', ['--quiet', '-m', 'm', '-b', '24', '--resample', '22.05', wav, out]);
}

const { media } = buildSeedRows();
const work = mkdtempSync(join(tmpdir(), 'routegids-media-'));
let made = 0;
try {
  for (const file of media) {
    const out = join(MEDIA_DIR, file.path);
    if (existsSync(out)) continue;
    mkdirSync(dirname(out), { recursive: true });
    if (file.kind === 'image') makeImage(file, out);
    else makeAudio(file, out, work);
    made++;
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`media: ${made} generated, ${media.length - made} already present in ${MEDIA_DIR}`);
