/**
 * Generates the COMMITTED sample media the seed refers to (supabase/media/, served by the local
 * server at /storage/v1/object/public/media/…):
 * - audio/<key>.mp3: the stop's title and intro spoken by espeak-ng (voice nl), encoded by lame
 *   as 24 kbit/s mono (10–25 KB each);
 * - video/<key>.mp4|webm and video/<key>-poster.jpg: an 8-second 640×360 clip made by ffmpeg
 *   (the stop's name, a moving marker and a running clock, so playing and seeking are visible)
 *   and its first frame as the poster.
 * Photos are not made here: they are rendered at start-up with sharp (photos.ts).
 *
 * Needs the tools only to regenerate, never to run the app:
 *   apt-get install -y espeak-ng lame ffmpeg && npx tsx scripts/seed/media.ts
 * Existing files are kept (pass --force to remake them). Fails when a file is over its budget.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { photoHue } from './photoSvg.ts';
import { buildSeedRows, type MediaFile } from './seedRows.ts';

const MEDIA_DIR = fileURLToPath(new URL('../../supabase/media/', import.meta.url));
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const BUDGET = { audio: 40 * 1024, video: 200 * 1024, poster: 40 * 1024 };

type Audio = Extract<MediaFile, { kind: 'audio' }>;
type Video = Extract<MediaFile, { kind: 'video' }>;

function makeAudio(file: Audio, out: string, work: string): void {
  const wav = join(work, 'speech.wav');
  execFileSync('espeak-ng', ['-v', 'nl', '-s', '150', '-w', wav, file.text]);
  execFileSync('lame', ['--quiet', '-m', 'm', '-b', '24', '--resample', '22.05', wav, out]);
}

/** ffmpeg's drawtext wants ':' , '\'' and '\\' escaped inside a filter argument. */
const drawtextEscape = (s: string): string => s.replace(/[\\:']/g, (c) => `\\${c}`);

function makeVideo(file: Video, out: string, poster: string): void {
  const hue = photoHue(file.seed, 1);
  const seconds = 8;
  const filter = [
    `[0:v]hue=h=${hue}[bg]`,
    `[bg][1:v]overlay=x='(W-w)*t/${seconds}':y=H*0.55:shortest=1[moving]`,
    `[moving]drawtext=fontfile=${FONT}:text='${drawtextEscape(file.title)}':x=24:y=24:fontsize=34:fontcolor=white:box=1:boxcolor=black@0.45:boxborderw=10,` +
      `drawtext=fontfile=${FONT}:text='voorbeeldvideo %{pts\\:hms}':x=24:y=h-52:fontsize=24:fontcolor=white`,
  ].join(';');
  const inputs = [
    '-f',
    'lavfi',
    '-i',
    `gradients=s=640x360:r=15:d=${seconds}:c0=0x3a6ea5:c1=0x1d3557:speed=0.02`,
    '-f',
    'lavfi',
    '-i',
    `color=c=white@0.8:s=48x48:r=15:d=${seconds}`,
  ];
  const codec = out.endsWith('.webm')
    ? ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '45', '-row-mt', '1', '-deadline', 'good']
    : [
        '-c:v',
        'libx264',
        '-profile:v',
        'baseline',
        '-crf',
        '32',
        '-pix_fmt',
        'yuv420p',
        '-movflags',
        '+faststart',
      ];
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    ...inputs,
    '-filter_complex',
    filter,
    '-an',
    ...codec,
    '-map_metadata',
    '-1',
    out,
  ]);
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-i',
    out,
    '-frames:v',
    '1',
    '-q:v',
    '4',
    poster,
  ]);
}

function assertSmall(file: string, max: number): void {
  const size = statSync(file).size;
  if (size > max) throw new Error(`${file} is ${size} bytes, over its ${max}-byte budget`);
}

const force = process.argv.includes('--force');
const { media } = buildSeedRows();
const work = mkdtempSync(join(tmpdir(), 'routegids-media-'));
let made = 0;
let kept = 0;
try {
  for (const file of media) {
    if (file.kind === 'photo') continue;
    const out = join(MEDIA_DIR, file.path);
    if (existsSync(out) && !force) {
      kept++;
      continue;
    }
    mkdirSync(dirname(out), { recursive: true });
    if (file.kind === 'audio') {
      makeAudio(file, out, work);
      assertSmall(out, BUDGET.audio);
    } else {
      const poster = join(MEDIA_DIR, file.poster);
      makeVideo(file, out, poster);
      assertSmall(out, BUDGET.video);
      assertSmall(poster, BUDGET.poster);
    }
    made++;
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`media: ${made} generated, ${kept} already present in ${MEDIA_DIR}`);
