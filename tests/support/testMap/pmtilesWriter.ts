import { zxyToTileId } from 'pmtiles';

/**
 * A small PMTiles v3 writer for tests (the `pmtiles` package only reads): one root directory,
 * no compression, tiles clustered in tile-id order. Enough for an archive of a few hundred
 * tiles, which is what a district test map holds. Spec: github.com/protomaps/PMTiles spec/v3.
 */

export interface ArchiveTile {
  z: number;
  x: number;
  y: number;
  data: Uint8Array;
}

export interface ArchiveOptions {
  bounds: [number, number, number, number];
  metadata?: Record<string, unknown>;
  /** 1 MVT (default), 2 PNG. */
  tileType?: number;
}

const HEADER_BYTES = 127;

function varint(n: number, out: number[]): void {
  let v = n;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

function setUint64(view: DataView, at: number, value: number): void {
  view.setUint32(at, value % 2 ** 32, true);
  view.setUint32(at + 4, Math.floor(value / 2 ** 32), true);
}

export function writePmtiles(tiles: readonly ArchiveTile[], opts: ArchiveOptions): Uint8Array {
  const entries = tiles
    .map((t) => ({ id: zxyToTileId(t.z, t.x, t.y), data: t.data }))
    .sort((a, b) => a.id - b.id);
  let offset = 0;
  const placed = entries.map((e) => {
    const at = offset;
    offset += e.data.length;
    return { ...e, offset: at };
  });

  const dir: number[] = [];
  varint(placed.length, dir);
  let last = 0;
  for (const e of placed) {
    varint(e.id - last, dir);
    last = e.id;
  }
  for (const _ of placed) varint(1, dir);
  for (const e of placed) varint(e.data.length, dir);
  placed.forEach((e, i) => {
    const contiguous = i > 0 && e.offset === placed[i - 1]!.offset + placed[i - 1]!.data.length;
    varint(contiguous ? 0 : e.offset + 1, dir);
  });
  const root = Uint8Array.from(dir);
  if (HEADER_BYTES + root.length > 16384)
    throw new Error('root directory too large for a test archive');
  const metadata = new TextEncoder().encode(JSON.stringify(opts.metadata ?? {}));

  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + root.length;
  const dataOffset = metadataOffset + metadata.length;
  const out = new Uint8Array(dataOffset + offset);
  const view = new DataView(out.buffer);
  out.set(new TextEncoder().encode('PMTiles'), 0);
  out[7] = 3;
  setUint64(view, 8, rootOffset);
  setUint64(view, 16, root.length);
  setUint64(view, 24, metadataOffset);
  setUint64(view, 32, metadata.length);
  setUint64(view, 40, 0);
  setUint64(view, 48, 0);
  setUint64(view, 56, dataOffset);
  setUint64(view, 64, offset);
  setUint64(view, 72, placed.length);
  setUint64(view, 80, placed.length);
  setUint64(view, 88, placed.length);
  out[96] = 1; // clustered
  out[97] = 1; // internal compression: none
  out[98] = 1; // tile compression: none
  out[99] = opts.tileType ?? 1;
  const zooms = tiles.map((t) => t.z);
  out[100] = Math.min(...zooms);
  out[101] = Math.max(...zooms);
  const [w, s, e, n] = opts.bounds;
  view.setInt32(102, Math.round(w * 1e7), true);
  view.setInt32(106, Math.round(s * 1e7), true);
  view.setInt32(110, Math.round(e * 1e7), true);
  view.setInt32(114, Math.round(n * 1e7), true);
  out[118] = Math.max(...zooms);
  view.setInt32(119, Math.round(((w + e) / 2) * 1e7), true);
  view.setInt32(123, Math.round(((s + n) / 2) * 1e7), true);
  out.set(root, rootOffset);
  out.set(metadata, metadataOffset);
  placed.forEach((e) => {
    out.set(e.data, dataOffset + e.offset);
  });
  return out;
}
