import type { Stats } from 'node:fs';
import sharp from 'sharp';
import { contentTypeFor, etagFor } from './fileResponse.ts';

/**
 * Resized and re-encoded copies of JPEG, PNG and WebP media, as Supabase Storage's image
 * transformation (imgproxy) makes them: a requested width scales the image down keeping its
 * aspect ratio and never enlarges it; quality re-encodes lossy formats. The format stays the
 * original's (Supabase would negotiate WebP from `Accept`; see README "Media and image sizes").
 *
 * Variants are kept in memory, least recently used first out, within a byte budget, so the
 * gallery asking for the same width again costs a map lookup. A request the original already
 * satisfies (no usable parameter, or a width at or above the original's without a quality)
 * gets the original file, so it shares the original's ETag and Range handling.
 */

/** Widths above this are clamped: no screen needs more, and it bounds the work per request. */
export const MAX_WIDTH = 2000;
/** The app's and Supabase's default image quality. */
export const DEFAULT_QUALITY = 80;

export interface VariantParams {
  /** Wanted width in pixels, 1…MAX_WIDTH, or null for the original width. */
  width: number | null;
  /** Encoder quality 1…100, or null for the default. */
  quality: number | null;
}

export interface Variant {
  body: Buffer;
  etag: string;
  contentType: string;
  width: number;
}

export interface ImageVariants {
  /** The variant to send, or null when the original file answers the request. */
  get(file: string, stats: Stats, params: VariantParams): Promise<Variant | null>;
  stats(): { hits: number; misses: number; entries: number; bytes: number };
}

/** Digits only ("320"); anything else ("", "abc", "-5", "1e3", "12.5", "320px") is ignored. */
function wholeNumber(raw: string | null | undefined): number | null {
  if (raw == null || !/^\d{1,9}$/.test(raw)) return null;
  return Number(raw);
}

/** Reads width and quality from a query under the given names; garbage is ignored. */
export function parseVariantParams(
  query: URLSearchParams,
  names: { width: string; quality: string },
): VariantParams {
  const width = wholeNumber(query.get(names.width));
  const quality = wholeNumber(query.get(names.quality));
  return {
    width: width === null || width === 0 ? null : Math.min(width, MAX_WIDTH),
    quality: quality === null ? null : Math.min(Math.max(quality, 1), 100),
  };
}

type Format = 'jpeg' | 'png' | 'webp';
const FORMATS: Record<string, Format> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** Least-recently-used map within a byte budget; Map keeps insertion order, oldest first. */
class ByteLru {
  private readonly entries = new Map<string, Variant>();
  bytes = 0;
  constructor(private readonly maxBytes: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): Variant | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: Variant): void {
    // One variant may not take more than a quarter of the cache: it would evict everything.
    if (value.body.length > this.maxBytes / 4) return;
    this.entries.set(key, value);
    this.bytes += value.body.length;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.body.length;
    }
  }
}

export function createImageVariants(opts: { maxBytes?: number } = {}): ImageVariants {
  const cache = new ByteLru(opts.maxBytes ?? 64 * 1024 * 1024);
  /** Width after EXIF orientation, per file version; small, so bounded by count. */
  const widths = new Map<string, number>();
  const pending = new Map<string, Promise<Variant>>();
  let hits = 0;
  let misses = 0;

  async function originalWidth(file: string, version: string): Promise<number> {
    const key = `${file}|${version}`;
    const known = widths.get(key);
    if (known !== undefined) return known;
    const meta = await sharp(file).metadata();
    const width = meta.autoOrient?.width ?? meta.width;
    if (widths.size >= 1000) widths.delete(widths.keys().next().value as string);
    widths.set(key, width);
    return width;
  }

  async function render(file: string, format: Format, width: number, quality: number) {
    const image = sharp(file).autoOrient().resize({ width, withoutEnlargement: true });
    if (format === 'jpeg') return image.jpeg({ quality }).toBuffer();
    if (format === 'webp') return image.webp({ quality }).toBuffer();
    return image.png().toBuffer();
  }

  return {
    async get(file, stats, params) {
      const contentType = contentTypeFor(file);
      const format = FORMATS[contentType];
      if (!format || (params.width === null && params.quality === null)) return null;
      const version = etagFor(stats);
      const original = await originalWidth(file, version);
      const width = params.width === null ? original : Math.min(params.width, original);
      // PNG is lossless: a quality changes nothing, so it does not make a variant either.
      const quality = format === 'png' ? null : params.quality;
      if (width === original && quality === null) return null;

      const q = quality ?? DEFAULT_QUALITY;
      const key = `${file}|${version}|${width}|${format === 'png' ? '' : q}`;
      const cached = cache.get(key);
      if (cached) {
        hits++;
        return cached;
      }
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      misses++;
      const made = (async (): Promise<Variant> => {
        const body = await render(file, format, width, q);
        // Derived from the original's ETag, so it changes when the file does; one per variant.
        const etag = `${version.slice(0, -1)}-w${width}${format === 'png' ? '' : `q${q}`}"`;
        const variant = { body, etag, contentType, width };
        cache.set(key, variant);
        return variant;
      })().finally(() => pending.delete(key));
      pending.set(key, made);
      return made;
    },
    stats: () => ({ hits, misses, entries: cache.size, bytes: cache.bytes }),
  };
}
