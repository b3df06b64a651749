import { PNG } from 'pngjs';

/** A one-icon sprite sheet ("dot", a filled square) at a pixel ratio: its JSON and PNG. */
export function sprite(ratio: 1 | 2): { json: string; png: Buffer } {
  const size = 8 * ratio;
  const png = new PNG({ width: size, height: size });
  for (let i = 0; i < size * size; i++) {
    png.data.set([0x16, 0x32, 0x4f, 255], i * 4);
  }
  const json = JSON.stringify({
    dot: { x: 0, y: 0, width: size, height: size, pixelRatio: ratio },
  });
  return { json, png: PNG.sync.write(png) };
}
