import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILTIN_LOCATIONS } from '../../../src/db/builtin/museumplein.ts';

const PUBLIC = join(import.meta.dirname, '../../../public');
const file = (url: string): string => join(PUBLIC, url);

/** The bundled media the built-in route points at must exist, be what it says, and stay small. */
describe('built-in route media in public/', () => {
  it.each(BUILTIN_LOCATIONS.map((l, i) => [i + 1, l] as const))(
    'stop %i has its audio (MP3, < 300 KB) and image (WebP, < 60 KB)',
    (_n, location) => {
      const audio = file(location.audio_url!);
      expect(statSync(audio).size).toBeLessThan(300 * 1024);
      expect(readFileSync(audio).subarray(0, 3).toString('latin1')).toBe('ID3');

      for (const url of new Set([location.hero_image!, ...location.slider_images])) {
        const image = readFileSync(file(url));
        expect(image.length).toBeLessThan(60 * 1024);
        expect(image.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(image.subarray(8, 12).toString('latin1')).toBe('WEBP');
      }
    },
  );

  it('gives every stop at least three different pictures', () => {
    const digests = new Set<string>();
    for (const location of BUILTIN_LOCATIONS) {
      expect(location.slider_images.length).toBeGreaterThanOrEqual(3);
      for (const url of location.slider_images) {
        digests.add(
          createHash('sha1')
            .update(readFileSync(file(url)))
            .digest('hex'),
        );
      }
    }
    const all = BUILTIN_LOCATIONS.flatMap((l) => l.slider_images);
    expect(digests.size).toBe(all.length);
  });

  it('keeps the precached route images small (first-visit bytes)', () => {
    const dir = file('/img/route');
    const total = readdirSync(dir).reduce((sum, f) => sum + statSync(join(dir, f)).size, 0);
    expect(total).toBeLessThan(400 * 1024);
  });

  it('has the placeholder poster as a PNG', () => {
    const png = readFileSync(file('/placeholder.png'));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});
