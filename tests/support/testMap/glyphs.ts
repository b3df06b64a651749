import { PbfWriter } from 'pbf';

/**
 * Glyph PBFs for a test font: every character a block holds becomes a filled box (a signed
 * distance field that is "inside" over the glyph and "outside" around it), so labels draw as
 * rows of boxes. MapLibre's glyph format: glyphs { stacks: [fontstack { name, range,
 * glyphs: [glyph { id, bitmap, width, height, left, top, advance }] }] }.
 */
const WIDTH = 8;
const HEIGHT = 12;
/** MapLibre pads each glyph bitmap by 3 pixels on every side. */
const BORDER = 3;

function boxBitmap(): Uint8Array {
  const w = WIDTH + 2 * BORDER;
  const h = HEIGHT + 2 * BORDER;
  const bitmap = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const inside = x >= BORDER && x < w - BORDER && y >= BORDER && y < h - BORDER;
      bitmap[y * w + x] = inside ? 230 : 60;
    }
  }
  return bitmap;
}

export function glyphPbf(fontstack: string, range: string, characters: string): Uint8Array {
  const [start, end] = range.split('-').map(Number) as [number, number];
  const ids = [...new Set([...characters].map((c) => c.codePointAt(0)!))]
    .filter((cp) => cp >= start && cp <= end && cp !== 32)
    .sort((a, b) => a - b);
  const bitmap = boxBitmap();
  const pbf = new PbfWriter();
  pbf.writeMessage(
    1,
    () => {
      pbf.writeStringField(1, fontstack);
      pbf.writeStringField(2, range);
      for (const id of ids) {
        pbf.writeMessage(
          3,
          () => {
            pbf.writeVarintField(1, id);
            pbf.writeBytesField(2, bitmap);
            pbf.writeVarintField(3, WIDTH);
            pbf.writeVarintField(4, HEIGHT);
            pbf.writeSVarintField(5, 0);
            pbf.writeSVarintField(6, -2);
            pbf.writeVarintField(7, WIDTH + 1);
          },
          undefined,
        );
      }
    },
    undefined,
  );
  return pbf.finish();
}
