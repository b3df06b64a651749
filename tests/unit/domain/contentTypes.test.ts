import { describe, expect, it } from 'vitest';
import { HIDDEN_CONTENT_TYPES, isHiddenContentType } from '../../../src/domain/contentTypes.ts';

describe('isHiddenContentType', () => {
  it('hides exactly nvt, Publicaties and Archived', () => {
    expect([...HIDDEN_CONTENT_TYPES]).toEqual(['nvt', 'Publicaties', 'Archived']);
    for (const ct of HIDDEN_CONTENT_TYPES) expect(isHiddenContentType(ct)).toBe(true);
  });

  it('hides hand-typed variants of those values', () => {
    expect(isHiddenContentType('NVT')).toBe(true);
    expect(isHiddenContentType(' archived ')).toBe(true);
  });

  it('shows the seen content types and missing ones', () => {
    expect(isHiddenContentType('Artikel')).toBe(false);
    expect(isHiddenContentType('Kaart')).toBe(false);
    expect(isHiddenContentType(null)).toBe(false);
    expect(isHiddenContentType(undefined)).toBe(false);
    expect(isHiddenContentType('')).toBe(false);
  });
});
