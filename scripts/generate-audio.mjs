#!/usr/bin/env node
/**
 * Generates public/mp3/stop-{n}.mp3 for the built-in route: each stop's Dutch title, intro and
 * article (HTML stripped) read by espeak-ng (voice nl) and encoded by lame as mono 22.05 kHz
 * low-bitrate MP3. These are SAMPLE recordings, replaced by real narration later.
 *
 * The output is committed; CI and the app need none of these tools. To regenerate:
 *   apt-get install -y espeak-ng lame && node scripts/generate-audio.mjs
 * Every file must stay under 300 KB (the script fails otherwise): they are precached and
 * downloaded by walkers on hotel Wi-Fi.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = join(ROOT, 'public/mp3');
const MAX_BYTES = 300 * 1024;
/** Words per minute: a little slower than espeak's 175, easier to follow while walking. */
const SPEED_WPM = '160';

const ENTITIES = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** Plain text from the article HTML: paragraphs become sentences, tags and entities go. */
function htmlToSpeech(html) {
  return html
    .replace(/<\/(p|h[1-6]|li)>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&[a-z#0-9]+;/gi, (e) => ENTITIES[e] ?? ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*/g, '\n')
    .trim();
}

/** Ends a line with a full stop so espeak pauses between title, intro and article. */
const sentence = (s) => (/[.!?]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);

function speechFor(stop) {
  return [sentence(stop.title_nl), sentence(stop.intro), htmlToSpeech(stop.article_nl)].join(
    '\n\n',
  );
}

/** espeak-ng (WAV on stdout) piped into lame; resolves when lame has written the file. */
function synthesise(text, out, tags) {
  return new Promise((resolvePromise, reject) => {
    const espeak = spawn('espeak-ng', ['-v', 'nl', '-s', SPEED_WPM, '--stdout'], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const lame = spawn(
      'lame',
      [
        '--quiet',
        '-m',
        'm',
        '--resample',
        '22.05',
        '-b',
        '24',
        '--tt',
        tags.title,
        '--ta',
        'Routegids',
        '--tl',
        tags.album,
        '--tn',
        String(tags.track),
        '-',
        out,
      ],
      { stdio: ['pipe', 'inherit', 'inherit'] },
    );
    espeak.stdout.pipe(lame.stdin);
    const fail = (what) => (err) => reject(new Error(`${what} failed: ${err.message ?? err}`));
    espeak.on('error', fail('espeak-ng'));
    lame.on('error', fail('lame'));
    espeak.on('close', (code) => {
      if (code !== 0) reject(new Error(`espeak-ng exited with ${code}`));
    });
    lame.on('close', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`lame exited with ${code}`)),
    );
    espeak.stdin.end(text);
  });
}

async function main() {
  const { MUSEUMPLEIN_STOP_TEXTS: stops } = await tsImport(
    '../src/db/builtin/museumpleinStops.ts',
    import.meta.url,
  );
  mkdirSync(OUT_DIR, { recursive: true });
  let failed = false;
  for (const stop of stops) {
    const out = join(OUT_DIR, `stop-${stop.n}.mp3`);
    await synthesise(speechFor(stop), out, {
      title: stop.title_nl,
      album: 'Oorlogsgeschiedenis rond het Museumplein',
      track: stop.n,
    });
    const size = statSync(out).size;
    const ok = size <= MAX_BYTES;
    failed ||= !ok;
    console.log(
      `public/mp3/stop-${stop.n}.mp3: ${(size / 1024).toFixed(1)} KB${ok ? '' : ' (over 300 KB!)'}`,
    );
  }
  if (failed) {
    console.error('Some files exceed 300 KB: shorten the text or lower the bitrate.');
    process.exit(1);
  }
}

await main();
