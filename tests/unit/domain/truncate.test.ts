import { describe, expect, it } from 'vitest';
import { titleLimitForWidth, truncateTitle } from '../../../src/domain/truncate.ts';

const long =
  'Voormalig Huis van Bewaring aan de Weteringschans, waar het verzet twee keer een overval waagde';

describe('titleLimitForWidth', () => {
  it.each([
    [320, 44],
    [639, 44],
    [640, 55],
    [1023, 55],
    [1024, 70],
    [1920, 70],
  ])('width %i gives %i characters', (width, limit) => {
    expect(titleLimitForWidth(width)).toBe(limit);
  });
});

describe('truncateTitle', () => {
  it.each([
    [375, 44],
    [800, 55],
    [1280, 70],
  ])('at width %i keeps %i characters and appends ...', (width, limit) => {
    const out = truncateTitle(long, width);
    expect(out).toBe(`${long.slice(0, limit).trimEnd()}...`);
    expect(out.endsWith('...')).toBe(true);
  });

  it('leaves a title that fits unchanged, without ...', () => {
    expect(truncateTitle('Van Gogh Museum', 375)).toBe('Van Gogh Museum');
    const exactly44 = 'x'.repeat(44);
    expect(truncateTitle(exactly44, 375)).toBe(exactly44);
    expect(truncateTitle(`${exactly44}y`, 375)).toBe(`${exactly44}...`);
  });

  it('leaves a 55-character title whole on a tablet but cuts it on a phone', () => {
    const t = 'a'.repeat(55);
    expect(truncateTitle(t, 800)).toBe(t);
    expect(truncateTitle(t, 600)).toBe(`${'a'.repeat(44)}...`);
  });

  it('drops spaces before the ... rather than showing "word ..."', () => {
    const t = `${'a'.repeat(43)} bbbbbbbb`;
    expect(truncateTitle(t, 375)).toBe(`${'a'.repeat(43)}...`);
  });

  it('counts what the reader sees: a flag or a decomposed accent is one character', () => {
    const flag = `${'a'.repeat(43)}🇳🇱${'b'.repeat(10)}`;
    expect(truncateTitle(flag, 375)).toBe(`${'a'.repeat(43)}🇳🇱...`);
    const accent = 'e\u0301'.repeat(44);
    expect(truncateTitle(accent, 375)).toBe(accent);
  });

  it('handles an empty title', () => {
    expect(truncateTitle('', 375)).toBe('');
  });
});
