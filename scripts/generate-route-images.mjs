#!/usr/bin/env node
/**
 * Generates the built-in route's artwork, rendered from SVG by sharp (installed by npm):
 * - public/img/route/stop-{n}.webp: the stop's card (number, Dutch title, a line motif), its
 *   first photo;
 * - public/img/route/stop-{n}-{k}.webp: its further sample photos (scripts/seed/photoSvg.ts, the
 *   same labelled pictures the seed's photos are), so the gallery and the fullscreen overlay
 *   have something to swipe through offline;
 * - public/placeholder.png: the video poster.
 *
 * The output is committed (it is precached, so it must exist at build time). To regenerate:
 *   node scripts/generate-route-images.mjs        (text in DejaVu fonts: fonts-dejavu-core)
 * Budgets (the script fails over them): a card 60 KB, a further photo 20 KB; together the
 * route's images stay a small part of the first visit.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = join(ROOT, 'public/img/route');
const MAX_BYTES = 60 * 1024;
const MAX_PHOTO_BYTES = 20 * 1024;
const W = 960;
const H = 640;
const ROUTE_BLUE = '#7aacde';
const INK = '#f4ead8';

/** Background gradients per stop: muted, evening tones of the city. */
const PALETTES = [
  ['#20303f', '#4a5d70'],
  ['#2b2a3a', '#6b5a4a'],
  ['#1d2b36', '#3f5f73'],
  ['#24382c', '#5d7a55'],
  ['#2e2a22', '#8a6a2f'],
  ['#262b33', '#6e7580'],
  ['#2f2224', '#7a4b45'],
  ['#1f2a38', '#56657a'],
];

const line = `fill="none" stroke="${INK}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"`;
const thin = `fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" opacity="0.7"`;

/** One line drawing per stop, in a 960×640 frame, kept to the right of the number badge. */
const MOTIFS = [
  // 1. A barred, arched prison window and the memorial plaque below it.
  () => `
    <path ${line} d="M560 420 V200 a120 120 0 0 1 240 0 V420 Z"/>
    ${[600, 640, 680, 720, 760].map((x) => `<line ${line} x1="${x}" y1="${x === 680 ? 80 : 110}" x2="${x}" y2="420"/>`).join('')}
    <line ${line} x1="560" y1="260" x2="800" y2="260"/>
    <line ${line} x1="560" y1="340" x2="800" y2="340"/>
    <rect ${thin} x="600" y="440" width="160" height="24" rx="4"/>`,
  // 2. The passage arch, the hatch in its ceiling and a framed canvas being lowered.
  () => `
    <path ${line} d="M470 440 V170 h380 V440"/>
    <path ${line} d="M540 440 V290 a120 120 0 0 1 240 0 V440"/>
    <rect ${line} x="600" y="150" width="120" height="30"/>
    <line ${thin} x1="620" y1="180" x2="620" y2="230"/>
    <line ${thin} x1="700" y1="180" x2="700" y2="230"/>
    <rect ${line} x="590" y="230" width="140" height="96"/>
    <path ${thin} d="M605 310 l25 -40 l20 25 l18 -30 l45 45"/>`,
  // 3. The light column with its pulses, and eleven panels on a semicircle.
  () => {
    const panels = Array.from({ length: 11 }, (_, i) => {
      const a = Math.PI * (0.08 + 0.84 * (i / 10));
      const x = 680 - 200 * Math.cos(a);
      const y = 400 - 110 * Math.sin(a);
      return `<rect ${thin} x="${(x - 9).toFixed(1)}" y="${(y - 40).toFixed(1)}" width="18" height="60" rx="2"/>`;
    }).join('');
    return `
      ${panels}
      <rect ${line} x="670" y="170" width="20" height="250" rx="4"/>
      <path ${thin} d="M640 160 a50 50 0 0 1 80 0"/>
      <path ${thin} d="M615 135 a85 85 0 0 1 130 0"/>
      <path ${thin} d="M590 110 a120 120 0 0 1 180 0"/>
      <line ${line} x1="460" y1="430" x2="900" y2="430"/>`;
  },
  // 4. A low anti-aircraft bunker on the lawn, with trees behind it.
  () => `
    <path ${line} d="M460 430 C560 410 800 410 900 430"/>
    <path ${line} d="M560 420 L590 330 H770 L800 420"/>
    <line ${line} x1="680" y1="330" x2="760" y2="250"/>
    <rect ${line} x="650" y="310" width="60" height="20" rx="4"/>
    <circle ${thin} cx="500" cy="300" r="40"/><line ${thin} x1="500" y1="340" x2="500" y2="425"/>
    <circle ${thin} cx="860" cy="290" r="34"/><line ${thin} x1="860" y1="324" x2="860" y2="425"/>`,
  // 5. A frame holding a swirling night sky over a small house.
  () => `
    <rect ${line} x="500" y="120" width="360" height="300"/>
    <path ${thin} d="M530 220 c40 -50 90 -50 120 -10 s90 40 130 -20"/>
    <path ${thin} d="M530 270 c50 -40 100 -30 140 0 s80 20 160 -30"/>
    <circle ${line} cx="790" cy="180" r="26"/>
    <path ${thin} d="M600 180 a18 18 0 1 1 -18 -18"/>
    <path ${line} d="M560 410 V350 l40 -30 l40 30 V410"/>
    <path ${line} d="M700 410 c10 -60 20 -120 10 -180"/>`,
  // 6. The dune bunker: dunes, an arched entrance and stacked frames inside.
  () => `
    <path ${line} d="M460 430 C540 330 620 310 700 330 S840 300 900 430"/>
    <path ${line} d="M620 430 V370 a60 60 0 0 1 120 0 V430"/>
    <rect ${thin} x="645" y="380" width="34" height="46"/>
    <rect ${thin} x="685" y="372" width="34" height="54"/>
    <path ${thin} d="M480 230 c30 -20 60 -20 90 0"/>
    <path ${thin} d="M790 200 c30 -20 60 -20 90 0"/>`,
  // 7. The concert hall's gable with its lyre, and a stave of music.
  () => `
    <path ${line} d="M500 430 V260 L680 150 L860 260 V430"/>
    ${[550, 610, 670, 730, 790].map((x) => `<line ${line} x1="${x + 10}" y1="290" x2="${x + 10}" y2="430"/>`).join('')}
    <path ${line} d="M660 140 c-20 -30 -10 -60 20 -70 c30 10 40 40 20 70 Z"/>
    <line ${thin} x1="670" y1="80" x2="670" y2="135"/><line ${thin} x1="690" y1="80" x2="690" y2="135"/>
    ${[300, 315, 330, 345, 360].map((y) => `<line ${thin} x1="230" y1="${y}" x2="460" y2="${y}"/>`).join('')}
    <ellipse cx="300" cy="345" rx="11" ry="8" fill="${INK}" opacity="0.7"/><line ${thin} x1="310" y1="345" x2="310" y2="290"/>
    <ellipse cx="380" cy="322" rx="11" ry="8" fill="${INK}" opacity="0.7"/><line ${thin} x1="390" y1="322" x2="390" y2="268"/>`,
  // 8. The detached villa with its steep roof and a flagpole.
  () => `
    <path ${line} d="M520 430 V280 L680 170 L840 280 V430 Z"/>
    <rect ${line} x="650" y="350" width="60" height="80"/>
    <rect ${thin} x="560" y="310" width="50" height="60"/>
    <rect ${thin} x="750" y="310" width="50" height="60"/>
    <rect ${thin} x="655" y="250" width="50" height="50"/>
    <line ${line} x1="880" y1="430" x2="880" y2="160"/>
    <path ${thin} d="M880 165 h60 v40 h-60"/>`,
];

const escapeXml = (s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Splits a title into at most two lines of about `max` characters, at spaces. */
function wrap(title, max = 30) {
  if (title.length <= max) return [title];
  const words = title.split(' ');
  let first = '';
  while (words.length && `${first} ${words[0]}`.trim().length <= max) {
    first = `${first} ${words.shift()}`.trim();
  }
  return [first, words.join(' ')];
}

function cardSvg(stop, total, photos) {
  const [top, bottom] = PALETTES[(stop.n - 1) % PALETTES.length];
  const lines = wrap(stop.title_nl);
  const titleY = lines.length === 1 ? 560 : 530;
  const titleText = lines
    .map((l, i) => `<tspan x="64" y="${titleY + i * 46}">${escapeXml(l)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <g opacity="0.9">${MOTIFS[stop.n - 1]()}</g>
  <rect y="470" width="${W}" height="170" fill="#000" opacity="0.35"/>
  <circle cx="120" cy="120" r="60" fill="${ROUTE_BLUE}" stroke="#fff" stroke-width="6"/>
  <text x="120" y="142" font-family="DejaVu Sans" font-weight="bold" font-size="64" fill="#fff" text-anchor="middle">${stop.n}</text>
  <text font-family="DejaVu Serif" font-size="40" fill="${INK}">${titleText}</text>
  <text x="64" y="${lines.length === 1 ? 604 : 614}" font-family="DejaVu Sans" font-size="20" fill="${INK}" opacity="0.75">Oorlogsgeschiedenis rond het Museumplein · stop ${stop.n} van ${total} · foto 1 van ${photos}</text>
</svg>`;
}

function placeholderSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540">
  <rect width="960" height="540" fill="#dfe6ee"/>
  <circle cx="480" cy="270" r="72" fill="${ROUTE_BLUE}"/>
  <path d="M458 230 L520 270 L458 310 Z" fill="#fff"/>
</svg>`;
}

function assertSmall(path, max) {
  const size = statSync(path).size;
  if (size > max) throw new Error(`${path} is ${size} bytes, over the ${max}-byte budget`);
  console.log(`${path.replace(`${ROOT}/`, '')}: ${(size / 1024).toFixed(1)} KB`);
}

async function writeWebp(svg, out, quality, max) {
  writeFileSync(out, await sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toBuffer());
  assertSmall(out, max);
}

async function main() {
  const { MUSEUMPLEIN_STOP_TEXTS: stops } = await tsImport(
    '../src/db/builtin/museumpleinStops.ts',
    import.meta.url,
  );
  const { BUILTIN_PHOTO_COUNT: photos } = await tsImport(
    '../src/db/builtin/museumplein.ts',
    import.meta.url,
  );
  const { photoSvg } = await tsImport('./seed/photoSvg.ts', import.meta.url);
  mkdirSync(OUT_DIR, { recursive: true });
  for (const stop of stops) {
    await writeWebp(
      cardSvg(stop, stops.length, photos),
      join(OUT_DIR, `stop-${stop.n}.webp`),
      78,
      MAX_BYTES,
    );
    for (let k = 2; k <= photos; k++) {
      const svg = photoSvg({
        title: stop.title_nl,
        n: k,
        total: photos,
        seed: stop.slug,
        width: W,
        height: H,
      });
      await writeWebp(svg, join(OUT_DIR, `stop-${stop.n}-${k}.webp`), 50, MAX_PHOTO_BYTES);
    }
  }
  const out = join(ROOT, 'public/placeholder.png');
  writeFileSync(
    out,
    await sharp(Buffer.from(placeholderSvg())).png({ compressionLevel: 9 }).toBuffer(),
  );
  assertSmall(out, 30 * 1024);
}

await main();
