/**
 * SAMPLE PHOTOS as SVG: a labelled stand-in for each photo of a stop, so galleries, the
 * fullscreen overlay and responsive widths can be built and tested without real photographs.
 * Each picture shows the stop's name, "Foto n van N" and a large photo number, over a city
 * scene (canal houses, a bridge, trees or a tower) whose colours and shapes come from the stop
 * and the photo number: a screenshot shows at once which photo of which stop is on screen.
 *
 * Pure and deterministic (no clock, no randomness): the same spec gives the same SVG, so the
 * generated files only change when the spec does. Rendered to JPEG/WebP with sharp.
 */

export interface PhotoSpec {
  /** What the photo is of: the stop's (Dutch) title. */
  title: string;
  /** 1-based photo number and the stop's photo count. */
  n: number;
  total: number;
  /** Stable key for the colours and shapes (the stop's slug). */
  seed: string;
  width: number;
  height: number;
}

/** FNV-1a: a small stable hash for colours and shapes. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: deterministic pseudo-random numbers in [0, 1) from a seed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const escapeXml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Splits a title into at most two lines of about `max` characters, at spaces. */
function wrap(title: string, max: number): string[] {
  if (title.length <= max) return [title];
  const words = title.split(' ');
  let first = '';
  while (words.length > 0 && `${first} ${words[0]}`.trim().length <= max) {
    first = `${first} ${words.shift()}`.trim();
  }
  if (!first) return [title];
  const rest = words.join(' ');
  return [first, rest.length > max ? `${rest.slice(0, max - 1)}…` : rest];
}

type Scene = (rnd: () => number, w: number, h: number, ink: string) => string;

const round = (v: number): number => Math.round(v);

/** A row of gabled canal houses along a quay, with windows. */
const canalHouses: Scene = (rnd, w, h, ink) => {
  const base = h * 0.72;
  let x = w * 0.04;
  let out = '';
  while (x < w * 0.96) {
    const bw = w * (0.07 + rnd() * 0.05);
    const bh = h * (0.28 + rnd() * 0.2);
    const top = base - bh;
    out += `<path d="M${round(x)} ${round(base)} V${round(top)} L${round(x + bw / 2)} ${round(top - bw * 0.45)} L${round(x + bw)} ${round(top)} V${round(base)} Z" fill="${ink}" fill-opacity="${(0.12 + rnd() * 0.18).toFixed(2)}" stroke="${ink}" stroke-opacity="0.55" stroke-width="${round(w / 400)}"/>`;
    for (let r = 0; r < 3; r++) {
      out += `<rect x="${round(x + bw * 0.22)}" y="${round(top + bh * (0.12 + r * 0.27))}" width="${round(bw * 0.2)}" height="${round(bh * 0.14)}" fill="${ink}" fill-opacity="0.45"/>`;
      out += `<rect x="${round(x + bw * 0.58)}" y="${round(top + bh * (0.12 + r * 0.27))}" width="${round(bw * 0.2)}" height="${round(bh * 0.14)}" fill="${ink}" fill-opacity="0.45"/>`;
    }
    x += bw + w * 0.008;
  }
  return `${out}<rect x="0" y="${round(base)}" width="${w}" height="${round(h - base)}" fill="#0b2239" fill-opacity="0.45"/>`;
};

/** A brick arch bridge over the water, with its reflection. */
const bridge: Scene = (rnd, w, h, ink) => {
  const water = h * 0.66;
  const span = w * (0.45 + rnd() * 0.2);
  const x0 = (w - span) / 2;
  const rise = h * (0.16 + rnd() * 0.08);
  const deck = water - rise - h * 0.06;
  const sw = round(w / 250);
  return [
    `<rect x="0" y="${round(water)}" width="${w}" height="${round(h - water)}" fill="#0b2239" fill-opacity="0.5"/>`,
    `<path d="M${round(x0 - w * 0.08)} ${round(deck)} H${round(x0 + span + w * 0.08)} V${round(water)} H${round(x0 + span)} Q${round(w / 2)} ${round(water - rise * 2)} ${round(x0)} ${round(water)} H${round(x0 - w * 0.08)} Z" fill="${ink}" fill-opacity="0.3" stroke="${ink}" stroke-width="${sw}"/>`,
    `<path d="M${round(x0)} ${round(water)} Q${round(w / 2)} ${round(water + rise * 1.4)} ${round(x0 + span)} ${round(water)}" fill="none" stroke="${ink}" stroke-opacity="0.35" stroke-width="${sw}"/>`,
    ...Array.from({ length: 9 }, (_, i) => {
      const px = x0 - w * 0.06 + ((span + w * 0.12) * i) / 8;
      return `<line x1="${round(px)}" y1="${round(deck)}" x2="${round(px)}" y2="${round(deck - h * 0.05)}" stroke="${ink}" stroke-width="${sw}"/>`;
    }),
    `<line x1="${round(x0 - w * 0.08)}" y1="${round(deck - h * 0.05)}" x2="${round(x0 + span + w * 0.08)}" y2="${round(deck - h * 0.05)}" stroke="${ink}" stroke-width="${sw}"/>`,
  ].join('');
};

/** A park: round trees of different sizes on a lawn, and a path. */
const trees: Scene = (rnd, w, h, ink) => {
  const lawn = h * 0.7;
  let out = `<rect x="0" y="${round(lawn)}" width="${w}" height="${round(h - lawn)}" fill="#1b4332" fill-opacity="0.55"/>`;
  out += `<path d="M${round(w * 0.3)} ${round(lawn + h * 0.08)} Q${round(w * 0.5)} ${round(lawn + (h - lawn) * 0.4)} ${round(w * 0.62)} ${round(lawn)}" fill="none" stroke="${ink}" stroke-opacity="0.5" stroke-width="${round(w / 60)}"/>`;
  const count = 5 + Math.floor(rnd() * 4);
  for (let i = 0; i < count; i++) {
    const cx = w * (0.06 + (0.88 * (i + rnd() * 0.6)) / count);
    const r = h * (0.08 + rnd() * 0.08);
    const cy = lawn - r * 1.6;
    out += `<line x1="${round(cx)}" y1="${round(cy)}" x2="${round(cx)}" y2="${round(lawn + h * 0.02)}" stroke="${ink}" stroke-width="${round(w / 180)}"/>`;
    out += `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${ink}" fill-opacity="${(0.18 + rnd() * 0.2).toFixed(2)}" stroke="${ink}" stroke-opacity="0.6" stroke-width="${round(w / 400)}"/>`;
  }
  return out;
};

/** A church tower with a spire among low roofs, and a clock. */
const tower: Scene = (rnd, w, h, ink) => {
  const base = h * 0.74;
  const tx = w * (0.35 + rnd() * 0.3);
  const tw = w * 0.08;
  const sw = round(w / 350);
  let out = '';
  for (let i = 0; i < 6; i++) {
    const x = w * (i / 6);
    const bh = h * (0.12 + rnd() * 0.12);
    out += `<rect x="${round(x)}" y="${round(base - bh)}" width="${round(w / 6 - w * 0.01)}" height="${round(bh)}" fill="${ink}" fill-opacity="0.14" stroke="${ink}" stroke-opacity="0.4" stroke-width="${sw}"/>`;
  }
  out += `<rect x="${round(tx)}" y="${round(h * 0.3)}" width="${round(tw)}" height="${round(base - h * 0.3)}" fill="${ink}" fill-opacity="0.28" stroke="${ink}" stroke-width="${sw}"/>`;
  out += `<path d="M${round(tx - tw * 0.1)} ${round(h * 0.3)} L${round(tx + tw / 2)} ${round(h * 0.06)} L${round(tx + tw * 1.1)} ${round(h * 0.3)} Z" fill="${ink}" fill-opacity="0.4" stroke="${ink}" stroke-width="${sw}"/>`;
  out += `<circle cx="${round(tx + tw / 2)}" cy="${round(h * 0.38)}" r="${round(tw * 0.3)}" fill="none" stroke="${ink}" stroke-width="${sw}"/>`;
  return `${out}<rect x="0" y="${round(base)}" width="${w}" height="${round(h - base)}" fill="#0b2239" fill-opacity="0.4"/>`;
};

const SCENES: Scene[] = [canalHouses, bridge, trees, tower];

/** The photo's colours: a hue per stop, turned a step for each next photo. */
export function photoHue(seed: string, n: number): number {
  return (hashString(seed) + (n - 1) * 67) % 360;
}

export function photoSvg(spec: PhotoSpec): string {
  const { width: w, height: h, n, total } = spec;
  const s = w / 1500;
  const hue = photoHue(spec.seed, n);
  const rnd = random(hashString(`${spec.seed}#${n}`));
  const scene = SCENES[(hashString(spec.seed) + n - 1) % SCENES.length]!;
  const ink = '#f8f1e5';
  const lines = wrap(spec.title, 34);
  const titleSize = round(72 * s);
  const lineGap = round(84 * s);
  const firstBaseline = round(100 * s);
  const subtitleGap = round(66 * s);
  const bandHeight = firstBaseline + (lines.length - 1) * lineGap + subtitleGap + round(44 * s);
  const bandTop = h - bandHeight;
  const titleText = lines
    .map(
      (l, i) =>
        `<tspan x="${round(70 * s)}" y="${bandTop + firstBaseline + i * lineGap}">${escapeXml(l)}</tspan>`,
    )
    .join('');
  const subtitleY = bandTop + firstBaseline + (lines.length - 1) * lineGap + subtitleGap;
  const badge = round(110 * s);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0.3" y2="1">
      <stop offset="0" stop-color="hsl(${hue}, 55%, 62%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 40) % 360}, 45%, 24%)"/>
    </linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <circle cx="${round(w * (0.6 + rnd() * 0.3))}" cy="${round(h * 0.2)}" r="${round(h * 0.07)}" fill="${ink}" fill-opacity="0.55"/>
  <g>${scene(rnd, w, h, ink)}</g>
  <rect y="${bandTop}" width="${w}" height="${h - bandTop}" fill="#000" fill-opacity="0.45"/>
  <circle cx="${round(70 * s) + badge}" cy="${round(70 * s) + badge}" r="${badge}" fill="#000" fill-opacity="0.45" stroke="${ink}" stroke-width="${round(8 * s)}"/>
  <text x="${round(70 * s) + badge}" y="${round(70 * s) + badge + round(50 * s)}" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="bold" font-size="${round(140 * s)}" fill="${ink}">${n}</text>
  <text font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="bold" font-size="${titleSize}" fill="${ink}">${titleText}</text>
  <text x="${round(70 * s)}" y="${subtitleY}" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="${round(44 * s)}" fill="${ink}" fill-opacity="0.85">Foto ${n} van ${total} · voorbeeldfoto</text>
</svg>`;
}
