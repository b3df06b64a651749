import { describe, expect, it } from 'vitest';
import { cutPath } from '../../../src/domain/cutPath.ts';

/** A QR path is stored up to 1024 characters; the cut must leave a path that still decodes. */
describe('cutting a long path', () => {
  const decodes = (path: string) => () => decodeURIComponent(path);

  it('leaves a short path alone', () => {
    expect(cutPath('/qr/rijksmuseum', 1024)).toBe('/qr/rijksmuseum');
  });

  it.each([1, 2])('never splits a %%XX escape (cut %i into it)', (into) => {
    const path = `/qr/${'a'.repeat(20)}%20b`;
    const max = path.indexOf('%') + into;
    const cut = cutPath(path, max);
    expect(cut).toBe(`/qr/${'a'.repeat(20)}`);
    expect(decodes(cut)).not.toThrow();
  });

  it('never splits a character written as several escapes', () => {
    // U+200B is %E2%80%8B: three escapes, one character.
    const path = `/qr/${'a'.repeat(10)}%E2%80%8B-rest`;
    const start = path.indexOf('%');
    for (let max = start + 1; max < start + 9; max++) {
      const cut = cutPath(path, max);
      expect(cut).toBe(`/qr/${'a'.repeat(10)}`);
      expect(decodes(cut)).not.toThrow();
    }
    expect(cutPath(path, start + 9)).toBe(`/qr/${'a'.repeat(10)}%E2%80%8B`);
  });

  it('never splits a UTF-16 surrogate pair', () => {
    const path = `/qr/${'a'.repeat(10)}😀b`;
    const cut = cutPath(path, path.indexOf('😀') + 1);
    expect(cut).toBe(`/qr/${'a'.repeat(10)}`);
    expect(/[\uD800-\uDBFF]$/.test(cut)).toBe(false);
  });

  it('keeps everything up to the limit when nothing is in the way', () => {
    const path = `/${'b'.repeat(2000)}`;
    expect(cutPath(path, 1024)).toHaveLength(1024);
  });
});
