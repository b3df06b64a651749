import { readFileSync, statSync } from 'node:fs';
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

  it('has the placeholder poster as a PNG', () => {
    const png = readFileSync(file('/placeholder.png'));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});
