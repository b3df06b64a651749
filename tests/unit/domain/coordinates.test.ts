import { describe, expect, it } from 'vitest';
import { parseCoordinate, parseLatLng } from '../../../src/domain/coordinates.ts';

describe('parseCoordinate', () => {
  it('keeps finite numbers', () => {
    expect(parseCoordinate(52.3628)).toBe(52.3628);
    expect(parseCoordinate(-4.5)).toBe(-4.5);
    expect(parseCoordinate(0)).toBe(0);
  });

  it('parses numeric strings, trimmed', () => {
    expect(parseCoordinate('52.3628')).toBe(52.3628);
    expect(parseCoordinate(' 4.8828 ')).toBe(4.8828);
    expect(parseCoordinate('-0.5')).toBe(-0.5);
    expect(parseCoordinate('+4')).toBe(4);
    expect(parseCoordinate('.5')).toBe(0.5);
    expect(parseCoordinate('52')).toBe(52);
  });

  it('accepts a comma as the decimal separator (Dutch spreadsheet export)', () => {
    expect(parseCoordinate('52,3628')).toBe(52.3628);
    expect(parseCoordinate('4,88')).toBe(4.88);
  });

  it.each([
    ['empty string', ''],
    ['blank string', '   '],
    ['letters', 'abc'],
    ['number with trailing text', '52.3x'],
    ['two separators', '52.36.28'],
    ['thousands and decimal separators', '1,234.5'],
    ['exponent notation', '5e1'],
    ['hex', '0x10'],
    ['the string Infinity', 'Infinity'],
    ['the string NaN', 'NaN'],
    ['null', null],
    ['undefined', undefined],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
    ['true', true],
    ['an object', { lat: 1 }],
    ['an array', [52]],
  ])('gives null for %s', (_label, value) => {
    expect(parseCoordinate(value)).toBeNull();
  });
});

describe('parseLatLng', () => {
  it('parses a pair given as text or numbers', () => {
    expect(parseLatLng('52,36284', 4.88263)).toEqual({ lat: 52.36284, lng: 4.88263 });
  });

  it('gives null when either part is not numeric', () => {
    expect(parseLatLng('52.3', '')).toBeNull();
    expect(parseLatLng(null, 4.9)).toBeNull();
  });

  it('gives null for positions outside the earth', () => {
    expect(parseLatLng(91, 4.9)).toBeNull();
    expect(parseLatLng(52.3, 181)).toBeNull();
    expect(parseLatLng(-90, -180)).toEqual({ lat: -90, lng: -180 });
  });
});
