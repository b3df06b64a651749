#!/usr/bin/env node
/**
 * Writes public/favicon.ico from public/favicon.svg: 16, 32 and 48 px PNG images in one ICO
 * container (ICO may hold PNG since Windows Vista; every browser reads it). Browsers use the
 * SVG and PNG icons index.html names; crawlers, RSS readers and old browsers ask for
 * /favicon.ico without reading any HTML. Committed; regenerate after changing the SVG:
 *   node scripts/generate-favicon.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SIZES = [16, 32, 48];

const svg = readFileSync(join(ROOT, 'public/favicon.svg'));
const pngs = await Promise.all(
  SIZES.map((size) =>
    sharp(svg, { density: ((72 * size) / 64) * 4 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer(),
  ),
);

// ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per image, then the images.
const header = Buffer.alloc(6 + 16 * SIZES.length);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(SIZES.length, 4);
let offset = header.length;
SIZES.forEach((size, i) => {
  const at = 6 + 16 * i;
  header.writeUInt8(size, at); // width (0 would mean 256)
  header.writeUInt8(size, at + 1); // height
  header.writeUInt8(0, at + 2); // no palette
  header.writeUInt8(0, at + 3); // reserved
  header.writeUInt16LE(1, at + 4); // colour planes
  header.writeUInt16LE(32, at + 6); // bits per pixel
  header.writeUInt32LE(pngs[i].length, at + 8);
  header.writeUInt32LE(offset, at + 12);
  offset += pngs[i].length;
});
const ico = Buffer.concat([header, ...pngs]);
writeFileSync(join(ROOT, 'public/favicon.ico'), ico);
console.log(`public/favicon.ico: ${SIZES.join(', ')} px, ${ico.length} bytes`);
